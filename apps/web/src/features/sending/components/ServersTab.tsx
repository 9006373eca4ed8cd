import { ActionIcon, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay, IconPlugConnected, IconServer, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber } from '../../../ui/format';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { QueryList } from '../../../ui/QueryList';
import { TableCard } from '../../../ui/TableCard';
import { useConfirmedDelete } from '../../../ui/useConfirmedDelete';
import type { MailServer } from '../api/serversApi';
import { useDeleteMailServerMutation } from '../hooks/useDeleteMailServerMutation';
import { useMailServersQuery } from '../hooks/useMailServersQuery';
import { useTestMailServerMutation } from '../hooks/useTestMailServerMutation';
import { useUpdateMailServerMutation } from '../hooks/useUpdateMailServerMutation';
import { AddServerForm } from './AddServerForm';
import { ServerFlags, ServerStatusBadge } from './ServerStatusBadge';

// ServersTab lists the mail servers (test the connection, pause or resume, delete after a confirmation) above the add form.
export function ServersTab() {
  const { t, i18n } = useTranslation();
  const servers = useMailServersQuery();
  const test = useTestMailServerMutation();
  const update = useUpdateMailServerMutation();
  const remove = useConfirmedDelete<MailServer>(useDeleteMailServerMutation(), {
    deleted: (server) => t('campaigns.rotation.servers.deleted', { name: server.name }),
    failed: t('campaigns.rotation.servers.actionFailed'),
  });
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
  return (
    <Stack gap="md">
      <QueryList
        query={servers}
        items={servers.data}
        loadFailed={t('campaigns.rotation.loadError')}
        skeleton={120}
        empty={
          <EmptyState
            icon={<IconServer size={28} />}
            title={t('campaigns.rotation.servers.emptyTitle')}
            description={t('campaigns.rotation.servers.emptyText')}
            testId="servers-empty"
          />
        }
      >
        {(items) => (
          <TableCard
            minWidth={820}
            testId="servers-table"
            columns={[
              { label: t('campaigns.rotation.form.name') },
              { label: t('campaigns.rotation.servers.host') },
              { label: t('campaigns.rotation.form.smtpUser') },
              { label: t('campaigns.rotation.servers.sentToday'), ta: 'right' },
              { label: t('campaigns.rotation.servers.status') },
              { label: t('campaigns.rotation.servers.reputation'), ta: 'right' },
              { label: t('campaigns.list.columns.actions'), ta: 'right' },
            ]}
          >
            {items.map((s) => (
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
                  <ServerFlags server={s} />
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
                        onClick={() => remove.ask(s)}
                        data-testid="server-delete"
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </TableCard>
        )}
      </QueryList>
      <AddServerForm />
      <ConfirmModal
        {...remove.modal}
        title={t('campaigns.rotation.servers.deleteTitle')}
        text={t('campaigns.rotation.servers.deleteText', { name: remove.target?.name ?? '' })}
        confirmLabel={t('campaigns.rotation.servers.delete')}
        testId="server-delete"
      />
    </Stack>
  );
}
