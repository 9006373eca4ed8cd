import { useEffect, useState } from 'react';
import { Button, Code, CopyButton, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { QueryError } from '../../../ui/QueryError';
import { useUpdateWidgetMutation } from '../hooks/useUpdateWidgetMutation';
import { useWidgetSettingsQuery } from '../hooks/useWidgetSettingsQuery';

const GREETING_MAX = 300;

// WidgetSettingsCard shows the chat widget's embed snippet, its greeting and the email reply address.
export function WidgetSettingsCard() {
  const { t } = useTranslation();
  const query = useWidgetSettingsQuery();
  const save = useUpdateWidgetMutation();
  const [greeting, setGreeting] = useState('');
  useEffect(() => setGreeting(query.data?.greeting ?? ''), [query.data?.greeting]);

  if (query.isLoading) return <Loader size="sm" />;
  if (query.isError || !query.data)
    return <QueryError error={query.error} fallback={t('inbox.widget.loadFailed')} onRetry={() => void query.refetch()} testId="inbox-widget-error" />;
  const w = query.data;
  const tooLong = greeting.length > GREETING_MAX;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" data-testid="inbox-widget-card">
        <Stack gap="sm">
          <Title order={4}>{t('inbox.widget.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('inbox.widget.text')}
          </Text>
          <Text size="sm" fw={600}>
            {t('inbox.widget.snippet')}
          </Text>
          <Code block data-testid="inbox-widget-snippet">
            {w.snippet}
          </Code>
          <CopyButton value={w.snippet}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" w="fit-content" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy}>
                {copied ? t('inbox.widget.copied') : t('inbox.widget.copy')}
              </Button>
            )}
          </CopyButton>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (tooLong) return;
              save.mutate(greeting.trim() || null, {
                onSuccess: () => notifications.show({ color: 'teal', message: t('inbox.widget.saved') }),
                onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('inbox.widget.saveFailed')) }),
              });
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                style={{ flex: 1 }}
                label={t('inbox.widget.greeting')}
                description={t('inbox.widget.greetingHint')}
                placeholder={t('inbox.widget.greetingPlaceholder')}
                value={greeting}
                error={tooLong ? t('inbox.widget.tooLong') : undefined}
                onChange={(e) => setGreeting(e.currentTarget.value)}
                data-testid="inbox-widget-greeting"
              />
              <Button type="submit" loading={save.isPending} disabled={tooLong} data-testid="inbox-widget-save">
                {t('inbox.widget.save')}
              </Button>
            </Group>
          </form>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={5}>{t('inbox.widget.replyAddress')}</Title>
          {w.replyAddress ? (
            <>
              <Text size="sm" c="dimmed">
                {t('inbox.widget.replyAddressText')}
              </Text>
              <Code data-testid="inbox-reply-address">{w.replyAddress}</Code>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('inbox.widget.replyAddressOff')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
