import { useState } from 'react';
import { Badge, Button, Drawer, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import type { ChannelCampaign } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { formatDateTime } from '../../../ui/format';
import { useCampaignRecipientsQuery } from '../hooks/useCampaignRecipientsQuery';
import { useChannelCampaignsQuery } from '../hooks/useChannelCampaignsQuery';
import { useDeleteChannelCampaignMutation } from '../hooks/useDeleteChannelCampaignMutation';
import { useStartChannelCampaignMutation } from '../hooks/useStartChannelCampaignMutation';
import { ChannelCampaignModal } from './ChannelCampaignModal';
import { STATUS_COLORS } from './MessageLog';
import { reasonText } from './reason';

const RECIPIENTS_LIMIT = 25;
const CAMPAIGN_COLORS = { draft: 'gray', sending: 'blue', sent: 'green' } as const;

// Recipients shows a campaign's recipients with the status each one's message has reached.
function Recipients({ campaign, onClose }: { campaign: ChannelCampaign | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useCampaignRecipientsQuery(campaign?.id ?? null, page, RECIPIENTS_LIMIT);
  return (
    <Drawer opened={campaign !== null} onClose={onClose} position="right" size="xl" title={campaign?.name} data-testid="campaign-recipients">
      {query.isError ? (
        <QueryError error={query.error} fallback={t('channels.log.loadFailed')} onRetry={() => query.refetch()} testId="recipients-error" />
      ) : !query.data ? (
        <Skeleton h={200} />
      ) : (
        <Stack>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('channels.campaigns.contact')}</Table.Th>
                <Table.Th>{t('channels.log.columns.to')}</Table.Th>
                <Table.Th>{t('channels.log.columns.status')}</Table.Th>
                <Table.Th>{t('channels.log.columns.error')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.recipients.map((r) => (
                <Table.Tr key={r.contactId} data-testid="recipient-row" data-status={r.status}>
                  <Table.Td>
                    <Text size="sm">{r.name || r.email}</Text>
                    {r.updatedAt && (
                      <Text size="xs" c="dimmed">
                        {formatDateTime(r.updatedAt, i18n.language)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {r.to}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={r.status === 'pending' ? 'gray' : STATUS_COLORS[r.status]}>
                      {r.status === 'pending' ? t('channels.campaigns.pending') : t(`channels.status.${r.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {reasonText(r.reason, i18n.language)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {query.data.total > RECIPIENTS_LIMIT && <Pagination total={Math.ceil(query.data.total / RECIPIENTS_LIMIT)} value={page} onChange={setPage} />}
        </Stack>
      )}
    </Drawer>
  );
}

// ChannelCampaigns lists SMS, WhatsApp and push campaigns with their real figures; create, start, delete a draft, see recipients.
export function ChannelCampaigns() {
  const { t, i18n } = useTranslation();
  const query = useChannelCampaignsQuery();
  const start = useStartChannelCampaignMutation();
  const remove = useDeleteChannelCampaignMutation();
  const [creating, setCreating] = useState(false);
  const [starting, setStarting] = useState<ChannelCampaign | null>(null);
  const [deleting, setDeleting] = useState<ChannelCampaign | null>(null);
  const [viewing, setViewing] = useState<ChannelCampaign | null>(null);
  const fail = (err: unknown) => notifications.show({ color: 'red', message: serverErrorText(err, t('channels.notify.failed')) });

  if (query.isError)
    return <QueryError error={query.error} fallback={t('channels.campaigns.loadFailed')} onRetry={() => query.refetch()} testId="campaigns-error" />;
  if (!query.data) return <Skeleton h={240} />;
  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="channel-campaign-new">
      {t('channels.campaigns.new')}
    </Button>
  );
  return (
    <Stack gap="md">
      {query.data.length === 0 ? (
        <EmptyState
          icon={<IconSpeakerphone size={28} />}
          title={t('channels.campaigns.empty')}
          description={t('channels.campaigns.emptyText')}
          action={newButton}
          testId="campaigns-empty"
        />
      ) : (
        <>
          <Group justify="flex-end">{newButton}</Group>
          <Table.ScrollContainer minWidth={800}>
            <Table striped highlightOnHover data-testid="channel-campaigns">
              <Table.Thead>
                <Table.Tr>
                  {(['name', 'channel', 'status', 'recipients', 'sent', 'delivered', 'failed', 'skipped', 'actions'] as const).map((c) => (
                    <Table.Th key={c}>{t(`channels.campaigns.columns.${c}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.map((c) => (
                  <Table.Tr key={c.id} data-testid="channel-campaign-row" data-status={c.status}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {c.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(c.startedAt ?? c.createdAt, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`channels.kind.${c.channel}`)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={c.deferredUntil ? 'orange' : CAMPAIGN_COLORS[c.status]}>
                        {t(c.deferredUntil ? 'channels.campaigns.status.waiting' : `channels.campaigns.status.${c.status}`)}
                      </Badge>
                      {c.deferredUntil && (
                        <Text size="xs" c="dimmed" data-testid="campaign-deferred">
                          {t('channels.campaigns.deferred', { when: formatDateTime(c.deferredUntil, i18n.language) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{c.counts.total}</Table.Td>
                    <Table.Td data-testid="campaign-sent">{c.counts.sent + c.counts.delivered + c.counts.read}</Table.Td>
                    <Table.Td data-testid="campaign-delivered">{c.counts.delivered + c.counts.read}</Table.Td>
                    <Table.Td>{c.counts.failed}</Table.Td>
                    <Table.Td>{c.counts.skipped}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {c.status === 'draft' ? (
                          <>
                            <Button size="xs" onClick={() => setStarting(c)} data-testid="campaign-start">
                              {t('channels.campaigns.start')}
                            </Button>
                            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(c)}>
                              {t('channels.campaigns.delete')}
                            </Button>
                          </>
                        ) : (
                          <Button size="xs" variant="default" onClick={() => setViewing(c)} data-testid="campaign-recipients-open">
                            {t('channels.campaigns.recipients')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <ChannelCampaignModal opened={creating} onClose={() => setCreating(false)} />
      <Recipients campaign={viewing} onClose={() => setViewing(null)} />
      <ConfirmModal
        opened={starting !== null}
        title={t('channels.campaigns.startTitle', { name: starting?.name ?? '' })}
        text={t('channels.campaigns.startText')}
        confirmLabel={t('channels.campaigns.start')}
        color="blue"
        loading={start.isPending}
        onCancel={() => setStarting(null)}
        testId="campaign-start"
        onConfirm={() =>
          starting &&
          start.mutate(starting.id, {
            onSuccess: (campaign) => {
              notifications.show(
                campaign.deferredUntil
                  ? { color: 'orange', message: t('channels.campaigns.deferred', { when: formatDateTime(campaign.deferredUntil, i18n.language) }) }
                  : { color: 'green', message: t('channels.campaigns.started') },
              );
              setStarting(null);
            },
            onError: (err) => {
              fail(err);
              setStarting(null);
            },
          })
        }
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('channels.campaigns.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('channels.campaigns.deleteText')}
        confirmLabel={t('channels.campaigns.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        testId="campaign-delete"
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: fail })}
      />
    </Stack>
  );
}
