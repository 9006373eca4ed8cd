import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../ui/format';
import { useAdminAlertsQuery } from '../hooks/useAdminAlertsQuery';
import { useAcknowledgeAlertMutation } from '../hooks/useAcknowledgeAlertMutation';
import { METRIC_COLOR } from './labels';

// AlertsList shows the alerts whose condition holds now, each acknowledgeable.
export function AlertsList() {
  const { t, i18n } = useTranslation();
  const alerts = useAdminAlertsQuery();
  const ack = useAcknowledgeAlertMutation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-alerts">
      <Title order={3} fz="md" mb="sm">
        {t('admin.panel.alerts.title')}
      </Title>
      {alerts.isPending && <Skeleton h={80} />}
      {alerts.isError && <Alert color="red">{serverErrorText(alerts.error, t('admin.panel.loadFailed'))}</Alert>}
      {alerts.data && alerts.data.alerts.length === 0 && (
        <Group gap="xs" data-testid="admin-alerts-empty">
          <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" />
          <Text size="sm">{t('admin.panel.alerts.none')}</Text>
        </Group>
      )}
      <Stack gap="xs">
        {alerts.data?.alerts.map((a) => (
          <Alert
            key={a.id}
            color={a.acknowledged ? 'gray' : METRIC_COLOR[a.severity]}
            icon={<IconAlertTriangle size={18} />}
            title={t(`admin.panel.alerts.${a.code}.title`)}
            data-testid="admin-alert"
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm">{t(`admin.panel.alerts.${a.code}.message`, a.params)}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(a.time, i18n.language)}
                </Text>
              </div>
              {a.acknowledged ? (
                <Text size="xs" c="dimmed">
                  {t('admin.panel.alerts.acknowledged')}
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  loading={ack.isPending && ack.variables === a.id}
                  data-testid="admin-alert-ack"
                  onClick={() =>
                    ack.mutate(a.id, { onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('admin.panel.saveFailed')) }) })
                  }
                >
                  {t('admin.panel.alerts.acknowledge')}
                </Button>
              )}
            </Group>
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}
