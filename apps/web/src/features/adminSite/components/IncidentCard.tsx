import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '../../../ui/format';
import { serverErrorText } from '../../../lib/api';
import { schemaValidate } from '../../../lib/schemaValidate';
import { useTranslation } from 'react-i18next';
import { impactLabel } from '../../status/impactLabel';
import { useAdminSiteT } from '../adminSiteI18n';
import { INCIDENT_STATUSES, STATUS_SERVICES, incidentUpdateSchema } from '@ulak/shared/site';
import type { Incident, IncidentStatus, StatusService } from '../api/adminSiteApi';
import { useAddIncidentUpdateMutation } from '../hooks/useAddIncidentUpdateMutation';
import { IMPACT_COLOR, STATUS_COLOR } from './incidentColors';

const updateErrors = schemaValidate(incidentUpdateSchema);
const isService = (s: string): s is StatusService => (STATUS_SERVICES as readonly string[]).includes(s);

// IncidentCard shows one incident with its badges, its updates as a timeline and a form to add an update.
export function IncidentCard({ incident }: { incident: Incident }) {
  const { t, i18n } = useAdminSiteT();
  const { t: appT } = useTranslation();
  const add = useAddIncidentUpdateMutation();
  const [status, setStatus] = useState<IncidentStatus>(incident.status);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const updates = [...incident.updates].sort((a, b) => b.time.localeCompare(a.time));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { status, message: message.trim() };
    const problem = updateErrors(input).message;
    if (problem) return setError(problem);
    add.mutate(
      { id: incident.id, input },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('incidents.updateAdded') });
          setMessage('');
          setError(null);
        },
        onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('common.saveFailed')) }),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="incident-card" data-id={incident.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3} fz="md" data-testid="incident-title-text">
              {incident.title}
            </Title>
            <Text size="xs" c="dimmed">
              {t('incidents.started', { time: formatDateTime(incident.startTime, i18n.language) })}
              {incident.resolvedAt && ` · ${t('incidents.resolvedAt', { time: formatDateTime(incident.resolvedAt, i18n.language) })}`}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge color={STATUS_COLOR[incident.status]} data-testid="incident-status-badge">
              {t(`incidents.status.${incident.status}`)}
            </Badge>
            <Badge variant="outline" color={IMPACT_COLOR[incident.impact]} data-testid="incident-impact-badge">
              {impactLabel(appT, incident.impact)}
            </Badge>
          </Group>
        </Group>
        {incident.services.length > 0 && (
          <Group gap={6}>
            {incident.services.map((s) => (
              <Badge key={s} size="sm" variant="light" color="gray">
                {isService(s) ? t(`incidents.services.${s}`) : s}
              </Badge>
            ))}
          </Group>
        )}
        {incident.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {incident.description}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {t('incidents.updates')}
        </Text>
        {updates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('incidents.noUpdates')}
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} data-testid="incident-timeline">
            {updates.map((u, i) => (
              <Timeline.Item
                key={`${u.time}-${i}`}
                color={STATUS_COLOR[u.status]}
                title={
                  <Text size="sm" fw={600}>
                    {t(`incidents.status.${u.status}`)}
                  </Text>
                }
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {u.message}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(u.time, i18n.language)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        <form onSubmit={submit} noValidate data-testid="incident-update-form">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('incidents.fields.status')}
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as IncidentStatus)}
              data={INCIDENT_STATUSES.map((s) => ({ value: s, label: t(`incidents.status.${s}`) }))}
              w={180}
              data-testid="incident-update-status"
            />
            <Textarea
              label={t('incidents.fields.message')}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              error={error}
              autosize
              minRows={1}
              maxLength={2000}
              style={{ flex: 1, minWidth: 240 }}
              data-testid="incident-update-message"
            />
            <Button type="submit" variant="light" loading={add.isPending} data-testid="incident-update-submit">
              {t('incidents.addUpdate')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
