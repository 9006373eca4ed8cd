import { useState } from 'react';
import { Badge, Button, Group, Pagination, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconMessage, IconRefresh } from '@tabler/icons-react';
import { CHANNEL_KINDS, CHANNEL_MESSAGE_STATUSES, type ChannelKind, type ChannelMessageStatus } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { formatDateTime } from '../../../ui/format';
import { useChannelMessagesQuery } from '../hooks/useChannelMessagesQuery';
import { reasonText } from './reason';

const LIMIT = 25;
export const STATUS_COLORS: Record<ChannelMessageStatus, string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'teal',
  read: 'green',
  failed: 'red',
  skipped: 'orange',
};

// MessageLog is the outbound message log: channel and status filters, statuses as callbacks update them, pages of 25.
export function MessageLog() {
  const { t, i18n } = useTranslation();
  const [channel, setChannel] = useState<ChannelKind | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const query = useChannelMessagesQuery({ channel, status, page, limit: LIMIT });
  const filters = (
    <Group gap="sm">
      <Select
        aria-label={t('channels.log.columns.channel')}
        data={[{ value: '', label: t('channels.log.allChannels') }, ...CHANNEL_KINDS.map((c) => ({ value: c, label: t(`channels.kind.${c}`) }))]}
        value={channel ?? ''}
        onChange={(v) => {
          setChannel((v || undefined) as ChannelKind | undefined);
          setPage(1);
        }}
        allowDeselect={false}
        w={180}
        data-testid="log-channel-filter"
      />
      <Select
        aria-label={t('channels.log.columns.status')}
        data={[{ value: '', label: t('channels.log.allStatuses') }, ...CHANNEL_MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`channels.status.${s}`) }))]}
        value={status ?? ''}
        onChange={(v) => {
          setStatus(v || undefined);
          setPage(1);
        }}
        allowDeselect={false}
        w={180}
        data-testid="log-status-filter"
      />
      <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => query.refetch()} loading={query.isFetching}>
        {t('channels.log.refresh')}
      </Button>
    </Group>
  );
  if (query.isError) return <QueryError error={query.error} fallback={t('channels.log.loadFailed')} onRetry={() => query.refetch()} testId="log-error" />;
  if (!query.data) return <Skeleton h={300} />;
  const { messages, total } = query.data;
  return (
    <Stack gap="md">
      {filters}
      {messages.length === 0 ? (
        <EmptyState icon={<IconMessage size={28} />} title={t('channels.log.empty')} description={t('channels.log.emptyText')} testId="log-empty" />
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover data-testid="message-log">
            <Table.Thead>
              <Table.Tr>
                {(['date', 'channel', 'to', 'content', 'status', 'segments', 'error'] as const).map((c) => (
                  <Table.Th key={c}>{t(`channels.log.columns.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {messages.map((m) => (
                <Table.Tr key={m.id} data-testid="message-row" data-status={m.status}>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(m.createdAt, i18n.language)}</Text>
                  </Table.Td>
                  <Table.Td>{t(`channels.kind.${m.channel}`)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {m.to}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={280}>
                    <Text size="sm" lineClamp={2}>
                      {m.template ? t('channels.log.template', { name: m.template }) : m.text}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[m.status]} variant="light" data-testid="message-status">
                      {t(`channels.status.${m.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{m.segments}</Table.Td>
                  <Table.Td maw={260}>
                    <Text size="sm" c={m.status === 'failed' ? 'red' : 'dimmed'} lineClamp={2}>
                      {reasonText(m.error, i18n.language)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > LIMIT && <Pagination total={Math.ceil(total / LIMIT)} value={page} onChange={setPage} />}
    </Stack>
  );
}
