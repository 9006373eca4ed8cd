import { useState } from 'react';
import { Badge, Button, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconSearch, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatDate } from '../../../../ui/format';
import { TableCard } from '../../../../ui/TableCard';
import { clickableRow } from '../../../../ui/tableRows';
import { useCrmContactsQuery } from '../../hooks/useCrmContactsQuery';
import { QueryError } from '../common/QueryError';
import { CrmContactDrawer } from './CrmContactDrawer';
import { contactName } from './contactName';

const LIMIT = 25;

// CrmContactsTab lists the audience contacts (the same people campaigns reach) with search and pages; a row opens the
// contact's CRM record.
export function CrmContactsTab() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [pager, setPager] = useState<{ search: string; cursors: string[] }>({ search: '', cursors: [] });
  const cursors = pager.search === debounced ? pager.cursors : [];
  if (pager.search !== debounced) setPager({ search: debounced, cursors: [] });
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useCrmContactsQuery({ search: debounced || undefined, limit: LIMIT, cursor: cursors[cursors.length - 1] });
  const data = query.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('crm.contacts.searchPlaceholder')}
          aria-label={t('crm.contacts.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={300}
          data-testid="crm-contact-search"
        />
        <Button component={Link} to="/app/contacts" variant="default" leftSection={<IconUsers size={16} />}>
          {t('crm.contacts.manage')}
        </Button>
      </Group>
      {query.isError && <QueryError error={query.error} fallback={t('crm.common.loadFailed')} onRetry={() => void query.refetch()} />}
      {query.isPending && <Skeleton h={300} radius="md" />}
      {data && data.contacts.length === 0 && cursors.length === 0 && (
        <EmptyState
          icon={<IconUsers size={28} />}
          title={t(debounced ? 'crm.contacts.noMatchTitle' : 'crm.contacts.emptyTitle')}
          description={t(debounced ? 'crm.contacts.noMatchText' : 'crm.contacts.emptyText')}
          testId="crm-contacts-empty"
        />
      )}
      {data && (data.contacts.length > 0 || cursors.length > 0) && (
        <TableCard
          minWidth={720}
          verticalSpacing="xs"
          highlightOnHover
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
          testId="crm-contacts-table"
          columns={[
            { label: t('crm.fields.name') },
            { label: t('crm.fields.email') },
            { label: t('crm.fields.phone') },
            { label: t('crm.fields.company') },
            { label: t('crm.contacts.status') },
            { label: t('crm.fields.createdAt') },
          ]}
          footer={
            <Group justify="flex-end" p="sm" gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconChevronLeft size={14} />}
                disabled={cursors.length === 0}
                onClick={() => setPager({ search: debounced, cursors: cursors.slice(0, -1) })}
              >
                {t('crm.common.previous')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('crm.common.page', { page: cursors.length + 1 })}
              </Text>
              <Button
                size="xs"
                variant="default"
                rightSection={<IconChevronRight size={14} />}
                disabled={!data.nextCursor || query.isPlaceholderData}
                onClick={() => data.nextCursor && setPager({ search: debounced, cursors: [...cursors, data.nextCursor] })}
              >
                {t('crm.common.next')}
              </Button>
            </Group>
          }
        >
          {data.contacts.map((c) => (
            <Table.Tr key={c.id} {...clickableRow(() => setOpenId(c.id))} data-testid="crm-contact-row" data-email={c.email}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {contactName(c) ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.email}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.phone || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.company || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={c.status === 'subscribed' ? 'teal' : 'gray'}>
                  {t(`crm.contacts.statuses.${c.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {formatDate(c.createdAt, i18n.language)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </TableCard>
      )}
      <CrmContactDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
