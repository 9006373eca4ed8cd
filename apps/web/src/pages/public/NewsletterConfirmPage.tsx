import { useEffect, useRef } from 'react';
import { Button, Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/newsletter';
import { addTranslations } from '../../i18n';
import { serverErrorText } from '../../lib/api';
import { usePageMeta } from '../../lib/usePageMeta';
import { useNewsletterConfirmMutation } from '../../features/site/hooks/useNewsletterConfirmMutation';

addTranslations(sections);

// NewsletterConfirmPage completes the newsletter's double opt-in with the token of the mailed link.
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  usePageMeta(t('newsletter.meta.title'), t('newsletter.meta.description'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useNewsletterConfirmMutation();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirm.mutate(token, { onError: (error) => console.error('Newsletter confirmation failed', error) });
  }, [token, confirm]);

  const failed = !token || confirm.isError;
  return (
    <Container size="sm" py={60}>
      <Paper withBorder radius="md" p="xl" data-testid="newsletter-confirm" data-state={!token ? 'missing' : confirm.status}>
        <Stack align="center" ta="center" gap="md">
          {confirm.isSuccess && (
            <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
              <IconCircleCheck size={32} />
            </ThemeIcon>
          )}
          {failed && (
            <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
              <IconAlertTriangle size={32} />
            </ThemeIcon>
          )}
          {token && (confirm.isPending || confirm.isIdle) && <Loader aria-label={t('newsletter.confirming')} />}
          <Title order={1} fz={26}>
            {confirm.isSuccess ? t('newsletter.confirmedTitle') : failed ? t('newsletter.failedTitle') : t('newsletter.confirming')}
          </Title>
          {confirm.isSuccess && <Text c="dimmed">{confirm.data.message || t('newsletter.confirmedText')}</Text>}
          {!token && <Text c="dimmed">{t('newsletter.missingToken')}</Text>}
          {token && confirm.isError && <Text c="dimmed">{serverErrorText(confirm.error, t('newsletter.failedText'))}</Text>}
          <Button component={Link} to="/blog" variant="default">
            {t('newsletter.toBlog')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
