import { useState } from 'react';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatDate, formatNumber } from '../../../../ui/format';
import { NameCell } from '../../../../ui/NameCell';
import { QueryList } from '../../../../ui/QueryList';
import { TabIntro } from '../../../../ui/TabIntro';
import { TableCard } from '../../../../ui/TableCard';
import { useConfirmedDelete } from '../../../../ui/useConfirmedDelete';
import type { ContactList } from '../../api/listsApi';
import { useDeleteListMutation } from '../../hooks/useDeleteListMutation';
import { useExportContacts } from '../../hooks/useExportContacts';
import { useListsQuery } from '../../hooks/useListsQuery';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { ContactGroupMenu } from '../common/ContactGroupMenu';
import { ListFormModal } from './ListFormModal';

// ListsTab lists the workspace's lists with member counts: create, edit, delete (after a confirmation), view contacts, export.
export function ListsTab({ onViewContacts }: { onViewContacts: (listId: string) => void }) {
  const { t, i18n } = useTranslation();
  const lists = useListsQuery();
  const exporter = useExportContacts();
  const [form, setForm] = useState<{ list: ContactList | null } | null>(null);
  const remove = useConfirmedDelete<ContactList>(useDeleteListMutation(), {
    deleted: () => t('audience.lists.deleted'),
    failed: t('audience.lists.deleteFailed'),
  });
  const n = (v: number) => formatNumber(v, i18n.language);

  return (
    <Stack gap="md">
      <TabIntro
        text={t('audience.lists.text')}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ list: null })} data-testid="list-add">
            {t('audience.lists.add')}
          </Button>
        }
      />
      <QueryList
        query={lists}
        items={lists.data}
        loadFailed={t('audience.lists.loadFailed')}
        skeleton={200}
        empty={
          <EmptyState
            icon={<IconList size={28} />}
            title={t('audience.lists.emptyTitle')}
            description={t('audience.lists.emptyText')}
            action={<Button onClick={() => setForm({ list: null })}>{t('audience.lists.add')}</Button>}
            testId="lists-empty"
          />
        }
      >
        {(items) => (
          <TableCard
            minWidth={760}
            testId="lists-table"
            columns={[
              { label: t('audience.lists.name') },
              { label: t('audience.lists.visibility') },
              { label: t('audience.lists.optIn') },
              { label: t('audience.lists.confirmed'), ta: 'right' },
              { label: t('audience.lists.pending'), ta: 'right' },
              { label: t('audience.lists.unsubscribed'), ta: 'right' },
              { label: t('audience.fields.createdAt') },
              { label: t('audience.common.actions'), hidden: true, w: 50 },
            ]}
          >
            {items.map((l) => (
              <Table.Tr key={l.id} data-testid="list-row" data-id={l.id} data-name={l.name}>
                <NameCell name={l.name} description={l.description} />
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
                  <ContactGroupMenu
                    name={l.name}
                    testId="list"
                    onViewContacts={() => onViewContacts(l.id)}
                    onExport={() => exporter.run({ listId: l.id })}
                    onEdit={() => setForm({ list: l })}
                    onDelete={() => remove.ask(l)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </TableCard>
        )}
      </QueryList>
      <ListFormModal opened={form !== null} list={form?.list ?? null} onClose={() => setForm(null)} />
      <ConfirmModal
        {...remove.modal}
        title={t('audience.lists.deleteTitle')}
        text={t('audience.lists.deleteText', { name: remove.target?.name ?? '' })}
        confirmLabel={t('audience.common.delete')}
        testId="list-delete"
      />
    </Stack>
  );
}
