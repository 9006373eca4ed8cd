import { Badge, Group, Loader, Pagination, Paper, ScrollArea, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INBOX_CHANNELS, INBOX_STATUSES, type InboxConversation } from '@ulak/shared/inbox';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { formatDateTime } from '../../../ui/format';
import type { ConversationFilters } from '../api/inboxApi';
import { useConversationsQuery } from '../hooks/useConversationsQuery';
import type { Typing } from '../hooks/useInboxStream';
import { ChannelIcon } from './ChannelIcon';
import { useConversationTitle } from './useConversationTitle';

type Props = {
  filters: ConversationFilters;
  onFilters: (f: ConversationFilters) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  typing: Typing;
};

// ConversationList is the one list of every channel's conversations with filters, unread counts and pages.
export function ConversationList({ filters, onFilters, selectedId, onSelect, typing }: Props) {
  const { t, i18n } = useTranslation();
  const query = useConversationsQuery(filters);
  const title = useConversationTitle();
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const set = (patch: Partial<ConversationFilters>) => onFilters({ ...filters, page: 1, ...patch });
  const filtered = !!(filters.channel || filters.assignee || filters.status === 'resolved');
  const emptyTitle = filtered ? t('inbox.list.emptyFiltered') : filters.status === 'open' ? t('inbox.list.emptyOpen') : t('inbox.list.emptyTitle');

  return (
    <Stack gap="sm">
      <Group gap="xs" grow>
        <Select
          aria-label={t('inbox.filters.channel')}
          data-testid="inbox-filter-channel"
          value={filters.channel ?? ''}
          onChange={(v) => set({ channel: (v || undefined) as ConversationFilters['channel'] })}
          data={[{ value: '', label: t('inbox.filters.allChannels') }, ...INBOX_CHANNELS.map((c) => ({ value: c, label: t(`inbox.channels.${c}`) }))]}
          allowDeselect={false}
        />
        <Select
          aria-label={t('inbox.filters.status')}
          data-testid="inbox-filter-status"
          value={filters.status ?? ''}
          onChange={(v) => set({ status: (v || undefined) as ConversationFilters['status'] })}
          data={[{ value: '', label: t('inbox.filters.allStatuses') }, ...INBOX_STATUSES.map((s) => ({ value: s, label: t(`inbox.status.${s}`) }))]}
          allowDeselect={false}
        />
        <Select
          aria-label={t('inbox.filters.assignee')}
          data-testid="inbox-filter-assignee"
          value={filters.assignee ?? ''}
          onChange={(v) => set({ assignee: (v || undefined) as ConversationFilters['assignee'] })}
          data={[
            { value: '', label: t('inbox.filters.anyone') },
            { value: 'me', label: t('inbox.filters.me') },
            { value: 'none', label: t('inbox.filters.none') },
          ]}
          allowDeselect={false}
        />
      </Group>
      {data && data.unread.total > 0 && (
        <Text size="sm" c="dimmed" data-testid="inbox-unread-total">
          {t('inbox.list.unreadTotal', { count: data.unread.total })}
        </Text>
      )}
      {query.isLoading && <Loader size="sm" />}
      {query.isError && <QueryError error={query.error} fallback={t('inbox.list.loadFailed')} onRetry={() => void query.refetch()} testId="inbox-list-error" />}
      {data && data.items.length === 0 && (
        <EmptyState icon={<IconInbox size={28} />} title={emptyTitle} description={filtered ? undefined : t('inbox.list.emptyText')} testId="inbox-empty" />
      )}
      {data && data.items.length > 0 && (
        <ScrollArea.Autosize mah="65vh" type="auto">
          <Stack gap={6} role="list" aria-label={t('inbox.list.aria')} data-testid="inbox-list">
            {data.items.map((c: InboxConversation) => (
              <UnstyledButton
                key={c.id}
                onClick={() => onSelect(c.id)}
                role="listitem"
                data-testid="inbox-conversation"
                data-id={c.id}
                aria-current={c.id === selectedId ? 'true' : undefined}
              >
                <Paper withBorder p="sm" radius="md" bg={c.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ChannelIcon channel={c.channel} />
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text fw={c.unreadCount > 0 ? 700 : 500} size="sm" truncate>
                          {title(c)}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(c.lastMessageAt, i18n.language)}
                        </Text>
                      </Group>
                      <Text size="xs" c={typing[c.id] ? 'blue' : 'dimmed'} truncate>
                        {typing[c.id] ? t(typing[c.id].who === 'visitor' ? 'inbox.thread.typingVisitor' : 'inbox.thread.typingAgent') : c.preview}
                      </Text>
                      <Group gap={4}>
                        <Badge size="xs" variant="light" color={c.status === 'open' ? 'green' : 'gray'}>
                          {t(`inbox.status.${c.status}`)}
                        </Badge>
                        {c.unreadCount > 0 && (
                          <Badge size="xs" color="red" data-testid="inbox-unread">
                            {t('inbox.list.unread', { count: c.unreadCount })}
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                </Paper>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {pages > 1 && <Pagination size="sm" total={pages} value={filters.page ?? 1} onChange={(page) => onFilters({ ...filters, page })} />}
    </Stack>
  );
}
