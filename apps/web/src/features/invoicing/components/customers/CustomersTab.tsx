import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus, IconSearch, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { EmptyState } from '../../../../ui/EmptyState';
import type { Customer } from '../../api/customersApi';
import { useDeleteCustomerMutation } from '../../hooks/useDeleteCustomerMutation';
import { useInvoiceCustomersQuery } from '../../hooks/useInvoiceCustomersQuery';
import { QueryError } from '../common/QueryError';
import { CustomerFormModal } from './CustomerFormModal';

// CustomersTab lists the invoicing customers with search; create, edit and delete them (a customer with invoices
// cannot be deleted: the server says so).
export function CustomersTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInvoiceCustomersQuery(debounced);
  const remove = useDeleteCustomerMutation();
  const [form, setForm] = useState<{ customer: Customer | null } | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const rows = query.data?.customers;

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('invoicing.customers.deleted') });
        setDeleting(null);
      },
      onError: (error) => {
        notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.customers.deleteFailed')) });
        setDeleting(null);
      },
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('invoicing.customers.searchPlaceholder')}
          aria-label={t('invoicing.customers.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={300}
          data-testid="customer-search"
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ customer: null })} data-testid="customer-add">
          {t('invoicing.customers.add')}
        </Button>
      </Group>
      {query.isError && <QueryError error={query.error} fallback={t('invoicing.customers.loadFailed')} onRetry={() => void query.refetch()} />}
      {query.isPending && <Skeleton h={220} radius="md" />}
      {rows && rows.length === 0 && (
        <EmptyState
          icon={<IconUsers size={28} />}
          title={t(debounced ? 'invoicing.customers.noMatchTitle' : 'invoicing.customers.emptyTitle')}
          description={t(debounced ? 'invoicing.customers.noMatchText' : 'invoicing.customers.emptyText')}
          action={
            debounced ? undefined : (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ customer: null })}>
                {t('invoicing.customers.add')}
              </Button>
            )
          }
          testId="customers-empty"
        />
      )}
      {rows && rows.length > 0 && (
        <Paper withBorder radius="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Table.ScrollContainer minWidth={760}>
            <Table highlightOnHover verticalSpacing="xs" data-testid="customers-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoicing.customers.fields.name')}</Table.Th>
                  <Table.Th>{t('invoicing.customers.fields.email')}</Table.Th>
                  <Table.Th>{t('invoicing.customers.fields.taxNumber')}</Table.Th>
                  <Table.Th>{t('invoicing.customers.fields.city')}</Table.Th>
                  <Table.Th>{t('invoicing.customers.fields.language')}</Table.Th>
                  <Table.Th ta="right">{t('invoicing.list.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id} data-testid="customer-row" data-name={c.name}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {c.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{c.email || '—'}</Table.Td>
                    <Table.Td>{c.taxNumber || '—'}</Table.Td>
                    <Table.Td>{[c.city, c.countryCode].filter(Boolean).join(', ') || '—'}</Table.Td>
                    <Table.Td>{t(`invoicing.customers.languages.${c.language}`)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label={t('invoicing.actions.edit')} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="blue"
                            aria-label={t('invoicing.actions.edit')}
                            onClick={() => setForm({ customer: c })}
                            data-testid="customer-edit"
                          >
                            <IconEdit size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('invoicing.confirm.deleteConfirm')} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('invoicing.confirm.deleteConfirm')}
                            onClick={() => setDeleting(c)}
                            data-testid="customer-delete"
                          >
                            <IconTrash size={16} />
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
      <CustomerFormModal opened={form !== null} customer={form?.customer ?? null} onClose={() => setForm(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('invoicing.customers.deleteTitle')}
        text={t('invoicing.customers.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('invoicing.confirm.deleteConfirm')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        testId="customer-delete"
      />
    </Stack>
  );
}
