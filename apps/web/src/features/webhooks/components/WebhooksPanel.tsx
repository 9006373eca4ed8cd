import '../i18n';
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconListDetails, IconPlus, IconSend, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint, WebhookState } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { ShownOnceModal } from '../../../ui/ShownOnceModal';
import { RotateSecretModal } from '../../../ui/RotateSecretModal';
import { formatDateTime } from '../../../ui/format';
import { useDeleteWebhookMutation } from '../hooks/useDeleteWebhookMutation';
import { useRotateWebhookSecretMutation } from '../hooks/useRotateWebhookSecretMutation';
import { useTestWebhookMutation } from '../hooks/useTestWebhookMutation';
import { useUpdateWebhookMutation } from '../hooks/useUpdateWebhookMutation';
import { useWebhookEndpointsQuery } from '../hooks/useWebhookEndpointsQuery';
import { WebhookDeliveriesModal } from './WebhookDeliveriesModal';
import { WebhookFormModal } from './WebhookFormModal';
import { useEventLabel } from './useEventLabel';

const STATE_COLORS: Record<WebhookState, string> = { connected: 'teal', error: 'red', paused: 'gray' };

// EndpointStatus says why an endpoint is paused or failing, and when it was last tried.
function EndpointStatus({ e }: { e: WebhookEndpoint }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {e.state === 'paused' && (
        <Text size="sm" c={e.pausedBy === 'auto' ? 'red' : 'dimmed'}>
          {e.pausedBy === 'auto' ? t('webhooks.pausedAuto', { count: e.consecutiveFailures }) : t('webhooks.pausedUser')}
        </Text>
      )}
      {e.lastError && (
        <Text size="sm" c="red" data-testid={`webhook-error-${e.id}`}>
          {t('webhooks.lastError', { error: e.lastError })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {e.lastAttemptAt ? t('webhooks.lastAttempt', { time: formatDateTime(e.lastAttemptAt, i18n.language) }) : t('webhooks.noAttempt')}
        {' · '}
        {t('webhooks.secretHint', { hint: e.secretHint })}
        {e.previousSecretUntil && ` · ${t('webhooks.overlapUntil', { time: formatDateTime(e.previousSecretUntil, i18n.language) })}`}
      </Text>
    </>
  );
}

// WebhooksPanel is the Webhooks card of the settings integrations tab: the endpoints with their real state (connected,
// error with the last reason, paused), add / edit, the secret shown once, test, rotate, pause, delete and the log.
export function WebhooksPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const eventLabel = useEventLabel();
  const endpoints = useWebhookEndpointsQuery();
  const update = useUpdateWebhookMutation();
  const remove = useDeleteWebhookMutation();
  const rotate = useRotateWebhookSecretMutation();
  const test = useTestWebhookMutation();
  const [editing, setEditing] = useState<WebhookEndpoint | null | undefined>(undefined);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [log, setLog] = useState<WebhookEndpoint | null>(null);

  const failed = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('webhooks.notify.failed')) });
  const runTest = (e: WebhookEndpoint) =>
    test.mutate(e.id, {
      onSuccess: ({ delivery: d }) =>
        d.status === 'succeeded'
          ? notifications.show({ color: 'teal', message: t('webhooks.notify.testOk', { status: d.lastStatusCode ?? '', ms: d.lastDurationMs ?? 0 }) })
          : notifications.show({ color: 'red', message: t('webhooks.notify.testFailed', { error: d.lastError ?? '' }) }),
      onError: failed,
    });
  const setActive = (e: WebhookEndpoint, active: boolean) =>
    update.mutate(
      { id: e.id, body: { active } },
      { onSuccess: () => notifications.show({ color: 'teal', message: t(active ? 'webhooks.notify.resumed' : 'webhooks.notify.paused') }), onError: failed },
    );

  const list = endpoints.data ?? [];
  return (
    <Stack gap="sm" data-testid="webhooks-panel">
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <IconWebhook size={18} />
            <Text fw={600}>{t('webhooks.title')}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('webhooks.text')}
          </Text>
        </div>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="webhook-new">
            {t('webhooks.add')}
          </Button>
        )}
      </Group>
      {!canEdit && (
        <Text size="xs" c="dimmed">
          {t('webhooks.managersOnly')}
        </Text>
      )}
      {endpoints.isLoading ? (
        <Skeleton h={96} aria-label={t('webhooks.loading')} />
      ) : endpoints.isError ? (
        <QueryError error={endpoints.error} fallback={t('webhooks.loadFailed')} onRetry={() => endpoints.refetch()} testId="webhooks-error" />
      ) : list.length === 0 ? (
        <EmptyState icon={<IconWebhook size={20} />} title={t('webhooks.emptyTitle')} description={t('webhooks.emptyText')} testId="webhooks-empty" />
      ) : (
        list.map((e) => (
          <Paper key={e.id} withBorder radius="md" p="md" data-testid="webhook-endpoint">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} ff="monospace" size="sm" truncate="end">
                    {e.url}
                  </Text>
                  <Badge color={STATE_COLORS[e.state]} variant="light" data-testid={`webhook-state-${e.id}`}>
                    {t(`webhooks.states.${e.state}`)}
                  </Badge>
                </Group>
                {e.description && (
                  <Text size="sm" c="dimmed">
                    {e.description}
                  </Text>
                )}
                <Group gap={4}>
                  {e.events.map((type) => (
                    <Badge key={type} size="sm" variant="outline">
                      {eventLabel(type)}
                    </Badge>
                  ))}
                </Group>
                <EndpointStatus e={e} />
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" leftSection={<IconListDetails size={14} />} onClick={() => setLog(e)} data-testid="webhook-log-open">
                  {t('webhooks.actions.log')}
                </Button>
                {canEdit && (
                  <>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconSend size={14} />}
                      loading={test.isPending && test.variables === e.id}
                      onClick={() => runTest(e)}
                      data-testid="webhook-test"
                    >
                      {t('webhooks.actions.test')}
                    </Button>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" aria-label={t('webhooks.actions.edit')} data-testid="webhook-menu">
                          <IconDots size={16} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setEditing(e)}>{t('webhooks.actions.edit')}</Menu.Item>
                        <Menu.Item onClick={() => setActive(e, !e.active)} data-testid="webhook-toggle">
                          {t(e.active ? 'webhooks.actions.pause' : 'webhooks.actions.resume')}
                        </Menu.Item>
                        <Menu.Item onClick={() => setRotating(e)}>{t('webhooks.actions.rotate')}</Menu.Item>
                        <Menu.Item color="red" onClick={() => setDeleting(e)} data-testid="webhook-delete-open">
                          {t('webhooks.actions.delete')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </>
                )}
              </Group>
            </Group>
          </Paper>
        ))
      )}

      <WebhookFormModal opened={editing !== undefined} endpoint={editing ?? null} onClose={() => setEditing(undefined)} onCreated={setSecret} />
      <ShownOnceModal
        value={secret}
        title={t('webhooks.secret.title')}
        warning={t('webhooks.secret.shownOnce')}
        copyLabel={t('webhooks.secret.copy')}
        doneLabel={t('webhooks.secret.done')}
        onClose={() => setSecret(null)}
        testId="webhook-secret"
      />
      <WebhookDeliveriesModal endpoint={log} canEdit={canEdit} onClose={() => setLog(null)} />

      <RotateSecretModal
        opened={rotating !== null}
        title={t('webhooks.rotate.title')}
        text={t('webhooks.rotate.text')}
        overlapLabel={t('webhooks.rotate.overlap')}
        hoursLabel={(h) => (h === 0 ? t('webhooks.rotate.now') : t('webhooks.rotate.hours', { count: h }))}
        confirmLabel={t('webhooks.rotate.confirm')}
        loading={rotate.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={(overlapHours) =>
          rotating &&
          rotate.mutate(
            { id: rotating.id, overlapHours },
            {
              onSuccess: (res) => {
                setRotating(null);
                setSecret(res.secret);
              },
              onError: failed,
            },
          )
        }
      />

      <ConfirmModal
        opened={deleting !== null}
        title={t('webhooks.delete.title')}
        text={t('webhooks.delete.text', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete.confirm')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notifications.show({ color: 'teal', message: t('webhooks.notify.deleted') });
            },
            onError: failed,
          })
        }
        testId="webhook-delete"
      />
    </Stack>
  );
}
