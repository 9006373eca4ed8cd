import { useState } from 'react';
import { Alert, Button, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconInbox, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { serverErrorText } from '../../lib/api';
import { useMailboxQuery } from '../../features/mailbox/hooks/useMailboxQuery';
import { useDeleteMailboxMessageMutation } from '../../features/mailbox/hooks/useDeleteMailboxMessageMutation';
import { MailboxTable } from '../../features/mailbox/components/MailboxTable';
import { MessageView } from '../../features/mailbox/components/MessageView';
import { DeleteMessageModal } from '../../features/mailbox/components/DeleteMessageModal';

const PAGE_SIZE = 20;

type Target = { id: string; subject: string };

// AdminMailboxPage is the capture mailbox: every email the product sent while no mail server is configured.
export function AdminMailboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Target | null>(null);
  const mailbox = useMailboxQuery(page, PAGE_SIZE);
  const remove = useDeleteMailboxMessageMutation();
  const data = mailbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.limit || PAGE_SIZE))) : 1;

  const confirmDelete = () => {
    if (!toDelete) return;
    // Close the message first so nothing asks for it again once it is gone.
    if (openId === toDelete.id) setOpenId(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('mailbox.deleted') });
        if (data && data.items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('mailbox.deleteFailed')) }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('mailbox.title')}
        description={t('mailbox.text')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void mailbox.refetch()}
            loading={mailbox.isFetching && !mailbox.isPending}
            data-testid="mailbox-refresh"
          >
            {t('common.refresh')}
          </Button>
        }
      />
      {mailbox.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="mailbox-error">
          {serverErrorText(mailbox.error, t('mailbox.loadFailed'))}
        </Alert>
      )}
      {mailbox.isPending && <Skeleton h={240} radius="md" />}
      {data && data.items.length === 0 && (
        <EmptyState icon={<IconInbox size={28} />} title={t('mailbox.emptyTitle')} description={t('mailbox.emptyText')} testId="mailbox-empty" />
      )}
      {data && data.items.length > 0 && (
        <Paper withBorder radius="md">
          <MailboxTable items={data.items} onOpen={setOpenId} onDelete={(item) => setToDelete({ id: item.id, subject: item.subject })} />
          <Group justify="space-between" p="sm">
            <Text size="sm" c="dimmed" data-testid="mailbox-total">
              {t('mailbox.total', { total: data.total })}
            </Text>
            {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" data-testid="mailbox-pagination" />}
          </Group>
        </Paper>
      )}
      <MessageView id={openId} onClose={() => setOpenId(null)} onDelete={(m) => setToDelete({ id: m.id, subject: m.subject })} />
      <DeleteMessageModal
        opened={toDelete !== null}
        subject={toDelete?.subject ?? null}
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
