import { useState } from 'react';
import { Alert, Group, Pagination, Paper, Select, Skeleton, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_STATUSES, PLAN_IDS } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { useAdminUsersQuery } from '../hooks/useAdminUsersQuery';
import { UsersTable } from './UsersTable';
import { UserDrawer } from './UserDrawer';

const PAGE_SIZE = 20;

// UsersTab searches users by name, email or workspace, filters by plan and status, and opens one to manage.
export function UsersTab() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 300);
  const [plan, setPlan] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const users = useAdminUsersQuery({ q: search || undefined, plan: plan ?? undefined, status: status ?? undefined, page, limit: PAGE_SIZE });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / PAGE_SIZE)) : 1;
  return (
    <Paper withBorder radius="md" p="md">
      <Group mb="md" align="flex-end">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('admin.panel.users.search')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
          data-testid="admin-users-search"
        />
        <Select
          placeholder={t('admin.panel.users.allPlans')}
          data={[...PLAN_IDS]}
          value={plan}
          onChange={(v) => {
            setPlan(v);
            setPage(1);
          }}
          clearable
          w={180}
          data-testid="admin-users-plan"
        />
        <Select
          placeholder={t('admin.panel.users.allStatuses')}
          data={ADMIN_USER_STATUSES.map((s) => ({ value: s, label: t(`admin.panel.userStatus.${s}`) }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          clearable
          w={180}
          data-testid="admin-users-status"
        />
      </Group>
      {users.isPending && <Skeleton h={240} />}
      {users.isError && <Alert color="red">{serverErrorText(users.error, t('admin.panel.loadFailed'))}</Alert>}
      {users.data && users.data.users.length === 0 && (
        <EmptyState
          icon={<IconUsers size={28} />}
          title={t('admin.panel.users.emptyTitle')}
          description={t('admin.panel.users.emptyText')}
          testId="admin-users-empty"
        />
      )}
      {users.data && users.data.users.length > 0 && <UsersTable users={users.data.users} onOpen={setOpen} />}
      {users.data && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {t('admin.panel.total', { total: users.data.total })}
          </Text>
          {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" />}
        </Group>
      )}
      <UserDrawer id={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
