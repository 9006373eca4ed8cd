import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuilding, IconEdit, IconEye, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatDate } from '../../../../ui/format';
import type { Company } from '../../api/companiesApi';
import { useCompaniesQuery } from '../../hooks/useCompaniesQuery';
import { useDeleteCompanyMutation } from '../../hooks/useDeleteCompanyMutation';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { QueryList } from '../../../../ui/QueryList';
import { TableCard } from '../../../../ui/TableCard';
import { useConfirmedDelete } from '../../../../ui/useConfirmedDelete';
import { QueryError } from '../common/QueryError';
import { CompanyDrawer } from './CompanyDrawer';
import { CompanyFormDrawer } from './CompanyFormDrawer';

// CompaniesTab lists the companies with search; create, edit and delete them, and open a company's record.
export function CompaniesTab() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useCompaniesQuery(debounced);
  const [openId, setOpenId] = useState<string | null>(null);
  const [form, setForm] = useState<{ company: Company | null } | null>(null);
  const remove = useConfirmedDelete<Company>(
    useDeleteCompanyMutation(),
    { deleted: () => t('crm.companies.deleted'), failed: t('crm.common.deleteFailed') },
    (company) => {
      if (openId === company.id) setOpenId(null);
    },
  );
  const data = query.data;

  const actions = (c: Company) =>
    [
      { key: 'view', icon: IconEye, color: 'gray', run: () => setOpenId(c.id) },
      { key: 'edit', icon: IconEdit, color: 'blue', run: () => setForm({ company: c }) },
      { key: 'delete', icon: IconTrash, color: 'red', run: () => remove.ask(c) },
    ] as const;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('crm.companies.searchPlaceholder')}
          aria-label={t('crm.companies.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={300}
          data-testid="company-search"
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ company: null })} data-testid="company-add">
          {t('crm.companies.add')}
        </Button>
      </Group>
      <QueryList
        query={query}
        items={data}
        loadFailed={t('crm.common.loadFailed')}
        errorView={<QueryError error={query.error} fallback={t('crm.common.loadFailed')} onRetry={() => void query.refetch()} />}
        skeleton={260}
        empty={
          <EmptyState
            icon={<IconBuilding size={28} />}
            title={t(debounced ? 'crm.companies.noMatchTitle' : 'crm.companies.emptyTitle')}
            description={t(debounced ? 'crm.companies.noMatchText' : 'crm.companies.emptyText')}
            action={
              debounced ? undefined : (
                <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ company: null })}>
                  {t('crm.companies.add')}
                </Button>
              )
            }
            testId="companies-empty"
          />
        }
      >
        {(items) => (
          <TableCard
            minWidth={760}
            verticalSpacing="xs"
            highlightOnHover
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            testId="companies-table"
            columns={[
              { label: t('crm.companies.fields.name') },
              { label: t('crm.companies.fields.industry') },
              { label: t('crm.companies.fields.domain') },
              { label: t('crm.companies.fields.phone') },
              { label: t('crm.companies.fields.city') },
              { label: t('crm.fields.createdAt') },
              { label: t('crm.common.actions'), ta: 'right' },
            ]}
          >
            {items.map((c) => (
              <Table.Tr key={c.id} data-testid="company-row" data-name={c.name}>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ cursor: 'pointer' }} onClick={() => setOpenId(c.id)}>
                    {c.name}
                  </Text>
                </Table.Td>
                <Table.Td>{c.industry || '—'}</Table.Td>
                <Table.Td>{c.domain || '—'}</Table.Td>
                <Table.Td>{c.phone || '—'}</Table.Td>
                <Table.Td>{c.city || '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {formatDate(c.createdAt, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {actions(c).map((a) => (
                      <Tooltip key={a.key} label={t(`crm.common.${a.key}`)} withArrow>
                        <ActionIcon variant="subtle" color={a.color} aria-label={t(`crm.common.${a.key}`)} onClick={a.run} data-testid={`company-${a.key}`}>
                          <a.icon size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </TableCard>
        )}
      </QueryList>
      <CompanyDrawer id={openId} onClose={() => setOpenId(null)} onEdit={(company) => setForm({ company })} onDelete={remove.ask} />
      <CompanyFormDrawer opened={form !== null} company={form?.company ?? null} onClose={() => setForm(null)} />
      <ConfirmModal
        {...remove.modal}
        title={t('crm.companies.deleteTitle')}
        text={t('crm.companies.deleteText', { name: remove.target?.name ?? '' })}
        confirmLabel={t('crm.common.delete')}
        testId="company-delete"
      />
    </Stack>
  );
}
