import { useState } from 'react';
import { ActionIcon, Alert, Group, Paper, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlayerPause, IconPlayerPlay, IconPlugConnected, IconServer, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber } from '../../../ui/format';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import type { MailServer } from '../api/serversApi';
import { useDeleteMailServerMutation } from '../hooks/useDeleteMailServerMutation';
import { useMailServersQuery } from '../hooks/useMailServersQuery';
import { useTestMailServerMutation } from '../hooks/useTestMailServerMutation';
import { useUpdateMailServerMutation } from '../hooks/useUpdateMailServerMutation';
import { AddServerForm } from './AddServerForm';
import { ServerStatusBadge } from './ServerStatusBadge';

// ServersTab lists the mail servers (test the connection, pause or resume, delete after a confirmation) above the add form.
export function ServersTab() {
  const { t, i18n } = useTranslation();
  const servers = useMailServersQuery();
  const test = useTestMailServerMutation();
  const update = useUpdateMailServerMutation();
  const remove = useDeleteMailServerMutation();
  const [toDelete, setToDelete] = useState<MailServer | null>(null);
  const n = (v: number) => formatNumber(v, i18n.language);

  const runTest = (s: MailServer) =>
    test.mutate(s.id, {
      onSuccess: (res) => notifications.show({ color: 'teal', message: t('campaigns.rotation.servers.testOk', { name: s.name, ms: n(res.latencyMs) }) }),
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.rotation.servers.testFailed')) }),
    });
  const toggle = (s: MailServer) => {
    const status = s.status === 'active' ? 'paused' : 'active';
    update.mutate(
      { id: s.id, body: { status } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t(status === 'paused' ? 'campaigns.rotation.servers.paused' : 'campaigns.rotation.servers.resumed', { name: s.name }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.rotation.servers.actionFailed')) }),
      },
    );
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('campaigns.rotation.servers.deleted', { name: toDelete.name }) });
        setToDelete(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.rotation.servers.actionFailed')) }),
    });
  };

  return (
    <Stack gap="md">
      {servers.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {serverErrorText(servers.error, t('campaigns.rotation.loadError'))}
        </Alert>
      )}
      {servers.isPending && <Skeleton h={120} radius="md" />}
      {servers.data && servers.data.length === 0 && (
        <EmptyState
          icon={<IconServer size={28} />}
          title={t('campaigns.rotation.servers.emptyTitle')}
          description={t('campaigns.rotation.servers.emptyText')}
          testId="servers-empty"
        />
      )}
      {servers.data && servers.data.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="sm" data-testid="servers-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('campaigns.rotation.form.name')}</Table.Th>
                  <Table.Th>{t('campaigns.rotation.servers.host')}</Table.Th>
                  <Table.Th>{t('campaigns.rotation.form.smtpUser')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.rotation.servers.sentToday')}</Table.Th>
                  <Table.Th>{t('campaigns.rotation.servers.status')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.rotation.servers.reputation')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.list.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {servers.data.map((s) => (
                  <Table.Tr key={s.id} data-testid="server-row" data-name={s.name} data-status={s.status}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {s.name}
                      </Text>
                      {s.ipAddress && (
                        <Text size="xs" c="dimmed">
                          {s.ipAddress}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" data-testid="server-host-port">
                        {s.smtpHost}:{s.smtpPort}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{s.smtpUser}</Text>
                    </Table.Td>
                    <Table.Td ta="right" data-testid="server-usage">
                      {t('campaigns.rotation.servers.usage', { sent: n(s.sentToday), limit: n(s.dailyLimit) })}
                    </Table.Td>
                    <Table.Td>
                      <ServerStatusBadge status={s.status} lastError={s.lastError} />
                    </Table.Td>
                    <Table.Td ta="right">{n(s.reputation)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label={t('campaigns.rotation.servers.test')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('campaigns.rotation.servers.testOf', { name: s.name })}
                            loading={test.isPending && test.variables === s.id}
                            onClick={() => runTest(s)}
                            data-testid="server-test"
                          >
                            <IconPlugConnected size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={s.status === 'active' ? t('campaigns.rotation.servers.pause') : t('campaigns.rotation.servers.resume')}>
                          <ActionIcon
                            variant="subtle"
                            color={s.status === 'active' ? 'orange' : 'teal'}
                            aria-label={`${s.status === 'active' ? t('campaigns.rotation.servers.pause') : t('campaigns.rotation.servers.resume')}: ${s.name}`}
                            loading={update.isPending && update.variables?.id === s.id}
                            onClick={() => toggle(s)}
                            data-testid="server-toggle"
                          >
                            {s.status === 'active' ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('campaigns.rotation.servers.delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`${t('campaigns.rotation.servers.delete')}: ${s.name}`}
                            onClick={() => setToDelete(s)}
                            data-testid="server-delete"
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <AddServerForm />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('campaigns.rotation.servers.deleteTitle')}
        text={t('campaigns.rotation.servers.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('campaigns.rotation.servers.delete')}
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
        testId="server-delete"
      />
    </Stack>
  );
}
