import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_TYPES } from '@ulak/shared/audience';
import { formatDateTime } from '../../../../ui/format';
import type { ContactEvent } from '../../api/contactsApi';

const COLORS: Record<string, string> = {
  sent: 'blue',
  delivered: 'cyan',
  opened: 'teal',
  clicked: 'grape',
  bounced: 'orange',
  complained: 'red',
  unsubscribed: 'gray',
};
type EventType = (typeof ENGAGEMENT_TYPES)[number];
const isKnown = (type: string): type is EventType => ENGAGEMENT_TYPES.some((e) => e === type);

// ContactEvents lists a contact's recent engagement, newest first.
export function ContactEvents({ events }: { events: ContactEvent[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('audience.detail.events')}
      </Text>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('audience.detail.noEvents')}
        </Text>
      ) : (
        <Stack gap={4} data-testid="contact-events">
          {events.map((e) => (
            <Group key={e.id} justify="space-between" wrap="nowrap" data-testid="contact-event" data-type={e.type}>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light" color={COLORS[e.type] ?? 'gray'}>
                  {isKnown(e.type) ? t(`audience.detail.eventTypes.${e.type}`) : e.type}
                </Badge>
                {e.campaignId && (
                  <Text size="xs" c="dimmed" ff="monospace" title={e.campaignId}>
                    {t('audience.detail.campaign', { id: e.campaignId.slice(0, 8) })}
                  </Text>
                )}
              </Group>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(e.occurredAt, i18n.language)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
