import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Menu, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDots, IconDownload, IconEdit, IconList, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatDate, formatNumber } from '../../../../ui/format';
import { exportContacts } from '../../api/contactsApi';
import type { ContactList } from '../../api/listsApi';
import { useDeleteListMutation } from '../../hooks/useDeleteListMutation';
import { useDownload } from '../../hooks/useDownload';
import { useListsQuery } from '../../hooks/useListsQuery';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { ListFormModal } from './ListFormModal';

// ListsTab lists the workspace's lists with member counts: create, edit, delete (after a confirmation), view contacts, export.
export function ListsTab({ onViewContacts }: { onViewContacts: (listId: string) => void }) {
  const { t, i18n } = useTranslation();
  const lists = useListsQuery();
  const remove = useDeleteListMutation();
  const download = useDownload();
  const [form, setForm] = useState<{ list: ContactList | null } | null>(null);
  const [toDelete, setToDelete] = useState<ContactList | null>(null);
  const n = (v: number) => formatNumber(v, i18n.language);

  const exportList = (list: ContactList) =>
    download.mutate(() => exportContacts({ listId: list.id }), {
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.common.exportFailed')) }),
    });
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('audience.lists.deleted') });
        setToDelete(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.lists.deleteFailed')) }),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('audience.lists.text')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ list: null })} data-testid="list-add">
          {t('audience.lists.add')}
        </Button>
      </Group>
      {lists.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {serverErrorText(lists.error, t('audience.lists.loadFailed'))}
        </Alert>
      )}
      {lists.isPending && <Skeleton h={200} radius="md" />}
      {lists.data && lists.data.length === 0 && (
        <EmptyState
          icon={<IconList size={28} />}
          title={t('audience.lists.emptyTitle')}
          description={t('audience.lists.emptyText')}
          action={<Button onClick={() => setForm({ list: null })}>{t('audience.lists.add')}</Button>}
          testId="lists-empty"
        />
      )}
      {lists.data && lists.data.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" data-testid="lists-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audience.lists.name')}</Table.Th>
                  <Table.Th>{t('audience.lists.visibility')}</Table.Th>
                  <Table.Th>{t('audience.lists.optIn')}</Table.Th>
                  <Table.Th ta="right">{t('audience.lists.confirmed')}</Table.Th>
                  <Table.Th ta="right">{t('audience.lists.pending')}</Table.Th>
                  <Table.Th ta="right">{t('audience.lists.unsubscribed')}</Table.Th>
                  <Table.Th>{t('audience.fields.createdAt')}</Table.Th>
                  <Table.Th w={50}>
                    <VisuallyHidden>{t('audience.common.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lists.data.map((l) => (
                  <Table.Tr key={l.id} data-testid="list-row" data-id={l.id} data-name={l.name}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {l.name}
                      </Text>
                      {l.description && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {l.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={l.visibility === 'public' ? 'blue' : 'gray'}>
                        {t(`audience.lists.visibilities.${l.visibility}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={l.optIn === 'double' ? 'grape' : 'gray'}>
                        {t(`audience.lists.optIns.${l.optIn}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" data-testid="list-confirmed">
                      {n(l.members.confirmed)}
                    </Table.Td>
                    <Table.Td ta="right">{n(l.members.pending)}</Table.Td>
                    <Table.Td ta="right">{n(l.members.unsubscribed)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDate(l.createdAt, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" aria-label={t('audience.common.actionsFor', { name: l.name })} data-testid="list-actions">
                            <IconDots size={16} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item leftSection={<IconUsers size={14} />} onClick={() => onViewContacts(l.id)} data-testid="list-view-contacts">
                            {t('audience.common.viewContacts')}
                          </Menu.Item>
                          <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => exportList(l)} data-testid="list-export">
                            {t('audience.common.export')}
                          </Menu.Item>
                          <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => setForm({ list: l })} data-testid="list-edit">
                            {t('audience.common.edit')}
                          </Menu.Item>
                          <Menu.Divider />
                          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setToDelete(l)} data-testid="list-delete">
                            {t('audience.common.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <ListFormModal opened={form !== null} list={form?.list ?? null} onClose={() => setForm(null)} />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('audience.lists.deleteTitle')}
        text={t('audience.lists.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('audience.common.delete')}
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
        testId="list-delete"
      />
    </Stack>
  );
}
