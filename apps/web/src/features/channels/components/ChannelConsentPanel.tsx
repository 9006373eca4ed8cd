import { Alert, Button, CopyButton, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { serverErrorText } from '../../../lib/api';
import { QueryError } from '../../../ui/QueryError';
import { useConsentsQuery } from '../hooks/useConsentsQuery';
import { useSaveConsentMutation } from '../hooks/useSaveConsentMutation';
import { useTelegramLinkMutation } from '../hooks/useTelegramLinkMutation';

const CONSENT_CHANNELS = ['sms', 'whatsapp', 'telegram'] as const;

type Props = {
  contactId: string;
  /** The contact's phone number as stored (SMS and WhatsApp consent is kept for it, normalised to E.164). */
  phone: string | null;
  /** A heading above the switches (the contact's own page). */
  title?: boolean;
};

// ChannelConsentPanel shows and edits one contact's consent per channel (SMS, WhatsApp at its number, Telegram at its
// linked chat; email consent stays on the contact) and makes its Telegram deep link. Used on the channels screen's
// consent tab and on the contact's own page.
export function ChannelConsentPanel({ contactId, phone, title = false }: Props) {
  const { t } = useTranslation();
  const consents = useConsentsQuery(contactId);
  const save = useSaveConsentMutation();
  const link = useTelegramLinkMutation();
  const failed = (err: unknown) => notifications.show({ color: 'red', message: serverErrorText(err, t('channels.notify.failed')) });

  const toggle = (channel: (typeof CONSENT_CHANNELS)[number], granted: boolean) =>
    save.mutate(
      { contactId, channel, granted },
      { onSuccess: () => notifications.show({ color: 'green', message: t('channels.consent.saved') }), onError: failed },
    );

  if (consents.isError)
    return <QueryError error={consents.error} fallback={t('channels.notify.failed')} onRetry={() => consents.refetch()} testId="consent-error" />;
  if (!consents.data) return <Skeleton h={120} />;
  return (
    <Stack gap="xs" data-testid="consent-switches">
      {title && (
        <Text fw={600} size="sm">
          {t('channels.consent.panelTitle')}
        </Text>
      )}
      {!phone && (
        <Alert color="yellow" variant="light">
          {t('channels.consent.noPhone')}
        </Alert>
      )}
      {CONSENT_CHANNELS.map((ch) => {
        const row = consents.data.find((c) => c.channel === ch);
        return (
          <Group key={ch} justify="space-between">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {t(`channels.kind.${ch}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {row ? `${row.address}${row.source ? ` · ${t('channels.consent.source')}: ${row.source}` : ''}` : t('channels.consent.none')}
              </Text>
            </Stack>
            <Switch
              checked={row?.consent === 'granted'}
              disabled={save.isPending || (ch === 'telegram' && !row) || (ch !== 'telegram' && !phone && !row)}
              onChange={(e) => toggle(ch, e.currentTarget.checked)}
              aria-label={t(`channels.kind.${ch}`)}
              data-testid={`consent-${ch}`}
            />
          </Group>
        );
      })}
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          loading={link.isPending}
          onClick={() => link.mutate(contactId, { onError: failed })}
          data-testid="consent-telegram-link"
        >
          {t('channels.consent.telegramLink')}
        </Button>
        {link.data && link.variables === contactId && (
          <CopyButton value={link.data}>
            {({ copied, copy }) => (
              <Button size="xs" variant="subtle" onClick={copy}>
                {copied ? t('channels.card.copied') : link.data}
              </Button>
            )}
          </CopyButton>
        )}
      </Group>
    </Stack>
  );
}
