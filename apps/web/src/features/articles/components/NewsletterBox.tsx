import '@mantine/core/styles/Input.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { useNewsletterMutation } from '../../site/hooks/useNewsletterMutation';
import { isEmail } from '../../site/validators';

// NewsletterBox subscribes an email address to the newsletter (double opt-in: the visitor confirms from their inbox).
export function NewsletterBox() {
  const { t } = useTranslation();
  const newsletter = useNewsletterMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(t('articles.newsletter.emailRequired'));
    if (!isEmail(email)) return setError(t('articles.newsletter.emailInvalid'));
    setError(null);
    newsletter.mutate(email.trim(), {
      onError: (e) => {
        console.error('Newsletter subscription failed', e);
        setError(serverErrorText(e, t('articles.newsletter.failed')));
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-blue-light)" data-testid="newsletter-box">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('articles.newsletter.title')}
        </Title>
        <Text size="sm">{t('articles.newsletter.text')}</Text>
        {newsletter.isSuccess ? (
          <Alert color="teal" icon={<IconMailCheck size={18} aria-hidden />} data-testid="newsletter-success">
            {newsletter.data.message || t('articles.newsletter.checkInbox')}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="xs">
              <TextInput
                type="email"
                autoComplete="email"
                label={t('articles.newsletter.emailLabel')}
                placeholder={t('articles.newsletter.placeholder')}
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={error}
                data-testid="newsletter-email"
              />
              <Button type="submit" loading={newsletter.isPending} data-testid="newsletter-submit">
                {t('articles.newsletter.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
