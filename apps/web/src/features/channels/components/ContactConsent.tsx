import { useState } from 'react';
import { Alert, Button, CopyButton, Group, Paper, Select, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { useContactsQuery } from '../../audience/hooks/useContactsQuery';
import { useConsentsQuery } from '../hooks/useConsentsQuery';
import { useSaveConsentMutation } from '../hooks/useSaveConsentMutation';
import { useTelegramLinkMutation } from '../hooks/useTelegramLinkMutation';

const CONSENT_CHANNELS = ['sms', 'whatsapp', 'telegram'] as const;

// ContactConsent finds a contact and grants or revokes its consent per channel (email consent stays on the contact),
// and makes the Telegram deep link the contact opens to link its chat.
export function ContactConsent() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [contactId, setContactId] = useState<string | null>(null);
  // the chosen contact is kept as chosen: a search typed meanwhile reloads the list without it
  const [chosen, setChosen] = useState<{ id: string; phone?: string | null } | null>(null);
  const contacts = useContactsQuery({ search: debounced || undefined, sort: 'created_at', order: 'desc', limit: 20 });
  const consents = useConsentsQuery(contactId);
  const save = useSaveConsentMutation();
  const link = useTelegramLinkMutation();
  const contact = contacts.data?.items.find((c) => c.id === contactId) ?? (chosen?.id === contactId ? chosen : undefined);

  const toggle = (channel: (typeof CONSENT_CHANNELS)[number], granted: boolean) =>
    contactId &&
    save.mutate(
      { contactId, channel, granted },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('channels.consent.saved') }),
        onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('channels.notify.failed')) }),
      },
    );

  return (
    <Paper withBorder radius="md" p="md" maw={720}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('channels.consent.text')}
        </Text>
        <TextInput label={t('channels.consent.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-testid="consent-search" />
        <Select
          label={t('channels.consent.contact')}
          data={(contacts.data?.items ?? []).map((c) => ({
            value: c.id,
            label: [c.firstName, c.lastName].filter(Boolean).join(' ') ? `${[c.firstName, c.lastName].filter(Boolean).join(' ')} <${c.email}>` : c.email,
          }))}
          value={contactId}
          onChange={(id) => {
            setContactId(id);
            const found = contacts.data?.items.find((c) => c.id === id);
            setChosen(found ? { id: found.id, phone: found.phone } : null);
          }}
          nothingFoundMessage={t('channels.consent.noContacts')}
          data-testid="consent-contact"
        />
        {contactId && !consents.data && <Skeleton h={120} />}
        {contactId && consents.data && (
          <Stack gap="xs" data-testid="consent-switches">
            {!contact?.phone && (
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
                    disabled={save.isPending || (ch === 'telegram' && !row) || (ch !== 'telegram' && !contact?.phone && !row)}
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
                onClick={() =>
                  link.mutate(contactId, { onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('channels.notify.failed')) }) })
                }
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
        )}
      </Stack>
    </Paper>
  );
}
