import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InboxConversation, InboxThreadResponse } from '@ulak/shared/inbox';
import { formatDate } from '../../../ui/format';
import '../../audience/audienceI18n';

// ContactPanel shows the audience contact beside the thread, or the sender's address when none is linked.
export function ContactPanel({ conversation, contact }: { conversation: InboxConversation; contact: InboxThreadResponse['contact'] }) {
  const { t, i18n } = useTranslation();
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {value}
        </Text>
      </Stack>
    ) : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="inbox-contact">
      <Stack gap="sm">
        <Title order={5}>{t('inbox.contact.title')}</Title>
        {row(t('inbox.contact.address'), conversation.from)}
        {!contact && (
          <Text size="sm" c="dimmed">
            {t('inbox.contact.none')}
          </Text>
        )}
        {contact && (
          <>
            <Text fw={600}>{[contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.email}</Text>
            {row(t('inbox.contact.email'), contact.email)}
            {row(t('inbox.contact.phone'), contact.phone)}
            {row(t('inbox.contact.company'), contact.company)}
            {row(t('inbox.contact.since'), formatDate(contact.createdAt, i18n.language))}
            <Group gap={4}>
              <Badge variant="light">{t(`audience.status.${contact.status as 'subscribed'}`)}</Badge>
              {contact.tags.map((tag) => (
                <Badge key={tag} variant="outline" size="sm">
                  {tag}
                </Badge>
              ))}
            </Group>
            <Group gap="sm">
              <Anchor component={Link} to="/app/contacts" size="sm">
                {t('inbox.contact.open')}
              </Anchor>
              <Anchor component={Link} to="/app/crm?tab=contacts" size="sm">
                {t('inbox.contact.crm')}
              </Anchor>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
