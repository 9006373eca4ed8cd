import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBuilding, IconEdit, IconEye, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatDate } from '../../../../ui/format';
import type { Company } from '../../api/companiesApi';
import { useCompaniesQuery } from '../../hooks/useCompaniesQuery';
import { useDeleteCompanyMutation } from '../../hooks/useDeleteCompanyMutation';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { QueryError } from '../common/QueryError';
import { CompanyDrawer } from './CompanyDrawer';
import { CompanyFormDrawer } from './CompanyFormDrawer';

// CompaniesTab lists the companies with search; create, edit and delete them, and open a company's record.
export function CompaniesTab() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useCompaniesQuery(debounced);
  const remove = useDeleteCompanyMutation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [form, setForm] = useState<{ company: Company | null } | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const data = query.data;

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('crm.companies.deleted') });
        if (openId === deleting.id) setOpenId(null);
        setDeleting(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.deleteFailed')) }),
    });

  const actions = (c: Company) =>
    [
      { key: 'view', icon: IconEye, color: 'gray', run: () => setOpenId(c.id) },
      { key: 'edit', icon: IconEdit, color: 'blue', run: () => setForm({ company: c }) },
      { key: 'delete', icon: IconTrash, color: 'red', run: () => setDeleting(c) },
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
      {query.isError && <QueryError error={query.error} fallback={t('crm.common.loadFailed')} onRetry={() => void query.refetch()} />}
      {query.isPending && <Skeleton h={260} radius="md" />}
      {data && data.length === 0 && (
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
      )}
      {data && data.length > 0 && (
        <Paper withBorder radius="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Table.ScrollContainer minWidth={760}>
            <Table highlightOnHover verticalSpacing="xs" data-testid="companies-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('crm.companies.fields.name')}</Table.Th>
                  <Table.Th>{t('crm.companies.fields.industry')}</Table.Th>
                  <Table.Th>{t('crm.companies.fields.domain')}</Table.Th>
                  <Table.Th>{t('crm.companies.fields.phone')}</Table.Th>
                  <Table.Th>{t('crm.companies.fields.city')}</Table.Th>
                  <Table.Th>{t('crm.fields.createdAt')}</Table.Th>
                  <Table.Th ta="right">{t('crm.common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((c) => (
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
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <CompanyDrawer id={openId} onClose={() => setOpenId(null)} onEdit={(company) => setForm({ company })} onDelete={setDeleting} />
      <CompanyFormDrawer opened={form !== null} company={form?.company ?? null} onClose={() => setForm(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('crm.companies.deleteTitle')}
        text={t('crm.companies.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('crm.common.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        testId="company-delete"
      />
    </Stack>
  );
}
