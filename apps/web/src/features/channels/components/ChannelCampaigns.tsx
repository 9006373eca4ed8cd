import { useState } from 'react';
import { Badge, Button, Drawer, Group, Pagination, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import type { ChannelCampaign } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { useChannelUsageQuery } from '../hooks/useChannelUsageQuery';
import { ChannelUsage } from './ChannelUsage';
import { useCampaignRecipientsQuery } from '../hooks/useCampaignRecipientsQuery';
import { useChannelCampaignsQuery } from '../hooks/useChannelCampaignsQuery';
import { useDeleteChannelCampaignMutation } from '../hooks/useDeleteChannelCampaignMutation';
import { useStartChannelCampaignMutation } from '../hooks/useStartChannelCampaignMutation';
import { ChannelCampaignModal } from './ChannelCampaignModal';
import { STATUS_COLORS } from './MessageLog';
import { reasonText } from './reason';

const RECIPIENTS_LIMIT = 25;
const PAGE_SIZE = 20;
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

type Props = {
  /** Only one channel's campaigns (the campaigns page's type filter). */
  channel?: 'sms' | 'whatsapp' | 'push';
  /** Only campaigns in this status. */
  status?: ChannelCampaign['status'];
  /** On another module's screen: a smaller heading, the empty state says so briefly. */
  embedded?: boolean;
};

// ChannelCampaigns lists SMS, WhatsApp and push campaigns with their real figures (sent, delivered, clicked from the
// message rows); create, start, delete a draft, see recipients. The campaigns page shows it beside the email table.
export function ChannelCampaigns({ channel, status, embedded = false }: Props) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useChannelCampaignsQuery({ channel, status, page, limit: PAGE_SIZE });
  const usage = useChannelUsageQuery();
  const start = useStartChannelCampaignMutation();
  const remove = useDeleteChannelCampaignMutation();
  const [creating, setCreating] = useState(false);
  const [starting, setStarting] = useState<ChannelCampaign | null>(null);
  const [deleting, setDeleting] = useState<ChannelCampaign | null>(null);
  const [viewing, setViewing] = useState<ChannelCampaign | null>(null);
  const fail = (err: unknown) => notifications.show({ color: 'red', message: serverErrorText(err, t('channels.notify.failed')) });
  const n = (v: number) => formatNumber(v, i18n.language);
  const left = starting ? usage.data?.usage.find((u) => u.channel === starting.channel) : undefined;

  if (query.isError)
    return <QueryError error={query.error} fallback={t('channels.campaigns.loadFailed')} onRetry={() => query.refetch()} testId="campaigns-error" />;
  if (!query.data) return <Skeleton h={240} />;
  const campaigns = query.data.campaigns;
  const pages = Math.max(1, Math.ceil(query.data.total / PAGE_SIZE));
  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} variant={embedded ? 'default' : 'filled'} data-testid="channel-campaign-new">
      {t('channels.campaigns.new')}
    </Button>
  );
  return (
    <Stack gap="md" data-testid="channel-campaigns-section">
      {embedded && (
        <Group justify="space-between">
          <Title order={3} fz="md">
            {t('channels.campaigns.sectionTitle')}
          </Title>
          {newButton}
        </Group>
      )}
      {!embedded && <ChannelUsage />}
      {campaigns.length === 0 ? (
        embedded ? (
          <Text size="sm" c="dimmed" data-testid="channel-campaigns-empty">
            {t('channels.campaigns.emptyShort')}
          </Text>
        ) : (
          <EmptyState
            icon={<IconSpeakerphone size={28} />}
            title={t('channels.campaigns.empty')}
            description={t('channels.campaigns.emptyText')}
            action={newButton}
            testId="campaigns-empty"
          />
        )
      ) : (
        <>
          {!embedded && <Group justify="flex-end">{newButton}</Group>}
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover data-testid="channel-campaigns">
              <Table.Thead>
                <Table.Tr>
                  {(['name', 'channel', 'status', 'recipients', 'sent', 'delivered', 'clicked', 'failed', 'skipped', 'actions'] as const).map((c) => (
                    <Table.Th key={c}>{t(`channels.campaigns.columns.${c}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {campaigns.map((c) => (
                  <Table.Tr key={c.id} data-testid="channel-campaign-row" data-status={c.status} data-channel={c.channel} data-name={c.name}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {c.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(c.startedAt ?? c.createdAt, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color="gray" tt="none" data-testid="campaign-type">
                        {t(`channels.kind.${c.channel}`)}
                      </Badge>
                    </Table.Td>
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
                    <Table.Td>{n(c.counts.total)}</Table.Td>
                    <Table.Td data-testid="campaign-sent">{n(c.counts.sent + c.counts.delivered + c.counts.read)}</Table.Td>
                    <Table.Td data-testid="campaign-delivered">{n(c.counts.delivered + c.counts.read)}</Table.Td>
                    <Table.Td data-testid="campaign-clicked">{n(c.counts.clicked)}</Table.Td>
                    <Table.Td>{n(c.counts.failed)}</Table.Td>
                    <Table.Td>{n(c.counts.skipped)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {c.status === 'draft' ? (
                          <>
                            <Button size="xs" onClick={() => setStarting(c)} data-testid="campaign-start">
                              {t('channels.campaigns.start')}
                            </Button>
                            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(c)} data-testid="channel-campaign-delete">
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
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          )}
        </>
      )}
      <ChannelCampaignModal opened={creating} onClose={() => setCreating(false)} />
      <Recipients campaign={viewing} onClose={() => setViewing(null)} />
      <ConfirmModal
        opened={starting !== null}
        title={t('channels.campaigns.startTitle', { name: starting?.name ?? '' })}
        text={
          left
            ? `${t('channels.campaigns.startText')} ${t('channels.usage.left', { left: n(Math.max(0, left.limit - left.used)), channel: t(`channels.kind.${left.channel}`) })}`
            : t('channels.campaigns.startText')
        }
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
