import { useState } from 'react';
import { Alert, Grid, Pagination, Paper, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconMessages } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { serverErrorText } from '../../../lib/api';
import { useAdminSiteT } from '../../../features/adminSite/adminSiteI18n';
import type { ChatStatus } from '../../../features/adminSite/api/adminSiteApi';
import { useChatConversationsQuery } from '../../../features/adminSite/hooks/useChatConversationsQuery';
import { ChatConversationList } from '../../../features/adminSite/components/ChatConversationList';
import { ChatThread } from '../../../features/adminSite/components/ChatThread';

const PAGE_SIZE = 20;

// AdminChatPage answers the visitors of the live chat: conversations by status on the left, the thread on the right.
export function AdminChatPage() {
  const { t } = useAdminSiteT();
  const [status, setStatus] = useState<ChatStatus>('open');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const list = useChatConversationsQuery(status, page, PAGE_SIZE);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg" data-testid="admin-chat">
      <PageHeader title={t('chat.title')} description={t('chat.text')} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap="sm">
              <SegmentedControl
                fullWidth
                value={status}
                onChange={(v) => {
                  setStatus(v as ChatStatus);
                  setPage(1);
                }}
                data={[
                  { value: 'open', label: t('chat.filter.open') },
                  { value: 'closed', label: t('chat.filter.closed') },
                ]}
                data-testid="chat-filter"
              />
              {list.isError && (
                <Alert color="red" icon={<IconAlertTriangle size={18} />}>
                  {serverErrorText(list.error, t('common.loadFailed'))}
                </Alert>
              )}
              {list.isPending && <Skeleton h={200} radius="md" />}
              {data && data.items.length === 0 && (
                <EmptyState icon={<IconMessages size={28} />} title={t('chat.emptyTitle')} description={t('chat.emptyText')} testId="chat-empty" />
              )}
              {data && data.items.length > 0 && <ChatConversationList items={data.items} selectedId={selected} onSelect={setSelected} />}
              {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" />}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected ? (
            <ChatThread id={selected} />
          ) : (
            <EmptyState icon={<IconMessages size={28} />} title={t('chat.selectTitle')} description={t('chat.selectText')} testId="chat-select" />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
