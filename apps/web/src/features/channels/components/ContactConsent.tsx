import { useState } from 'react';
import { Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useContactsQuery } from '../../audience/hooks/useContactsQuery';
import { ChannelConsentPanel } from './ChannelConsentPanel';

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
  const contact = contacts.data?.items.find((c) => c.id === contactId) ?? (chosen?.id === contactId ? chosen : undefined);

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
        {contactId && <ChannelConsentPanel contactId={contactId} phone={contact?.phone ?? null} />}
      </Stack>
    </Paper>
  );
}
