import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import type { Incident } from '../api/statusApi';
import { impactLabel } from '../impactLabel';
import { shownIncidentStatus } from '../statusValues';

const INCIDENT_COLOR = { investigating: 'red', identified: 'orange', monitoring: 'blue', resolved: 'teal' } as const;

// IncidentCard shows one incident with its state, impact, start time and updates (newest first).
export function IncidentCard({ incident }: { incident: Incident }) {
  const { t, i18n } = useTranslation();
  const state = shownIncidentStatus(incident.status);
  const updates = [...incident.updates].sort((a, b) => b.time.localeCompare(a.time));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="status-incident" data-status={state ?? 'unknown'}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="md">
            {incident.title}
          </Title>
          <Group gap={6}>
            <Badge color={state ? INCIDENT_COLOR[state] : 'gray'} variant="filled">
              {state ? t(`statusPage.incidentStatus.${state}`) : t('statusPage.values.unknown')}
            </Badge>
            <Badge color="gray" variant="light">
              {t('statusPage.impact', { impact: impactLabel(t, incident.impact) })}
            </Badge>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {t('statusPage.startedAt', { time: formatDateTime(incident.startTime, i18n.language) })}
        </Text>
        {incident.description && <Text size="sm">{incident.description}</Text>}
        {updates.length > 0 && (
          <Stack gap={6} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
            {updates.map((u, i) => {
              const updateState = shownIncidentStatus(u.status);
              return (
                <div key={`${u.time}-${i}`}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(u.time, i18n.language)} · {updateState ? t(`statusPage.incidentStatus.${updateState}`) : t('statusPage.values.unknown')}
                  </Text>
                  <Text size="sm">{u.message}</Text>
                </div>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
