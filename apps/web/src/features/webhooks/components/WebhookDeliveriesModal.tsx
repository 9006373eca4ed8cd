import { Fragment, useEffect, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Code, Group, Modal, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../ui/format';
import { useRedeliverWebhookMutation } from '../hooks/useRedeliverWebhookMutation';
import { useWebhookDeliveriesQuery } from '../hooks/useWebhookDeliveriesQuery';
import { useEventLabel } from './useEventLabel';

const LIMIT = 20;
const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = { pending: 'yellow', sending: 'blue', succeeded: 'teal', failed: 'red' };

// DeliveryDetails shows a delivery's attempts (newest first) and the body that was signed and sent.
function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs" py="xs">
      <Text size="sm" fw={600}>
        {t('webhooks.log.history')}
      </Text>
      {delivery.history.map((a) => (
        <Text key={`${a.attempt}-${a.at}`} size="xs">
          {t('webhooks.log.attempt', { n: a.attempt })} · {formatDateTime(a.at, i18n.language)} · {a.statusCode ?? t('webhooks.log.noAnswer')}
          {a.durationMs !== null && ` · ${t('webhooks.log.ms', { ms: a.durationMs })}`}
          {a.manual && ` · ${t('webhooks.log.manual')}`}
          {a.error && ` · ${a.error}`}
          {a.responseExcerpt && (
            <Code block mt={4} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {a.responseExcerpt}
            </Code>
          )}
        </Text>
      ))}
      <Text size="sm" fw={600}>
        {t('webhooks.log.payload')}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 240, overflow: 'auto' }}>
        {delivery.payload}
      </Code>
    </Stack>
  );
}

// WebhookDeliveriesModal is an endpoint's delivery log: newest first, paged, each delivery with its attempts and a
// Redeliver button.
export function WebhookDeliveriesModal({ endpoint, canEdit, onClose }: { endpoint: WebhookEndpoint | null; canEdit: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const eventLabel = useEventLabel();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const deliveries = useWebhookDeliveriesQuery(endpoint?.id ?? null, { page, limit: LIMIT });
  const redeliver = useRedeliverWebhookMutation();

  useEffect(() => {
    setPage(1);
    setOpen(null);
  }, [endpoint?.id]);

  const again = (d: WebhookDelivery) =>
    redeliver.mutate(d.id, {
      onSuccess: (res) =>
        res.delivery.status === 'succeeded'
          ? notifications.show({ color: 'teal', message: t('webhooks.notify.redelivered', { status: res.delivery.lastStatusCode ?? '' }) })
          : notifications.show({ color: 'red', message: t('webhooks.notify.redeliverFailed', { error: res.delivery.lastError ?? '' }) }),
      onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('webhooks.notify.failed')) }),
    });

  const data = deliveries.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / LIMIT)) : 1;
  return (
    <Modal opened={endpoint !== null} onClose={onClose} title={`${t('webhooks.log.title')} — ${endpoint?.url ?? ''}`} size="xl" centered>
      {deliveries.isLoading ? (
        <Stack gap="xs" aria-label={t('webhooks.log.loading')}>
          <Skeleton h={28} />
          <Skeleton h={28} />
          <Skeleton h={28} />
        </Stack>
      ) : deliveries.isError ? (
        <Alert color="red">{serverErrorText(deliveries.error, t('webhooks.log.loadFailed'))}</Alert>
      ) : !data || data.deliveries.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="webhook-log-empty">
          {t('webhooks.log.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={720}>
            <Table data-testid="webhook-log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>{t('webhooks.log.event')}</Table.Th>
                  <Table.Th>{t('webhooks.log.status')}</Table.Th>
                  <Table.Th>{t('webhooks.log.attempts')}</Table.Th>
                  <Table.Th>{t('webhooks.log.code')}</Table.Th>
                  <Table.Th>{t('webhooks.log.duration')}</Table.Th>
                  <Table.Th>{t('webhooks.log.created')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.deliveries.map((d) => (
                  <Fragment key={d.id}>
                    <Table.Tr data-testid="webhook-log-row">
                      <Table.Td>
                        <ActionIcon variant="subtle" size="sm" onClick={() => setOpen(open === d.id ? null : d.id)} aria-label={t('webhooks.log.details')}>
                          {open === d.id ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                        </ActionIcon>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{eventLabel(d.eventType)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[d.status]} variant="light">
                          {t(`webhooks.log.statuses.${d.status}`)}
                        </Badge>
                        {d.nextAttemptAt && (
                          <Text size="xs" c="dimmed">
                            {t('webhooks.log.next', { time: formatDateTime(d.nextAttemptAt, i18n.language) })}
                          </Text>
                        )}
                        {d.status !== 'succeeded' && d.lastError && (
                          <Text size="xs" c="red">
                            {d.lastError}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{d.attempts}</Table.Td>
                      <Table.Td>{d.lastStatusCode ?? '—'}</Table.Td>
                      <Table.Td>{d.lastDurationMs !== null ? t('webhooks.log.ms', { ms: d.lastDurationMs }) : '—'}</Table.Td>
                      <Table.Td>
                        <Text size="xs">{formatDateTime(d.createdAt, i18n.language)}</Text>
                      </Table.Td>
                      <Table.Td>
                        {canEdit && d.status !== 'sending' && (
                          <Button
                            size="compact-xs"
                            variant="light"
                            leftSection={<IconRefresh size={12} />}
                            loading={redeliver.isPending && redeliver.variables === d.id}
                            onClick={() => again(d)}
                            data-testid="webhook-redeliver"
                          >
                            {t('webhooks.log.redeliver')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                    {open === d.id && (
                      <Table.Tr>
                        <Table.Td colSpan={8}>
                          <DeliveryDetails delivery={d} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="center">
              <Pagination value={page} onChange={setPage} total={pages} />
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
