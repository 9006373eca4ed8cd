import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@ulak/shared';
import { formatDate, formatDateTime } from '../../../ui/format';
import { USER_STATUS_COLOR } from './labels';

type Props = { users: AdminUserRow[]; onOpen?: (id: string) => void };

// UsersTable lists users (seed 001 §3 admin user row): name, email, plan, status, join date, last login.
export function UsersTable({ users, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="admin-users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.panel.users.name')}</Table.Th>
            <Table.Th>{t('admin.panel.users.email')}</Table.Th>
            <Table.Th>{t('admin.panel.users.plan')}</Table.Th>
            <Table.Th>{t('admin.panel.users.status')}</Table.Th>
            <Table.Th>{t('admin.panel.users.joinDate')}</Table.Th>
            <Table.Th>{t('admin.panel.users.lastLogin')}</Table.Th>
            {onOpen && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id} data-testid="admin-user-row" data-email={u.email}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {u.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {u.workspaceName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{u.email}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{u.plan}</Badge>
                {u.role === 'admin' && (
                  <Badge ml={4} color="dark" variant="light">
                    {t('admin.panel.users.admin')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Badge color={USER_STATUS_COLOR[u.status]} variant="light" data-testid="admin-user-status">
                  {t(`admin.panel.userStatus.${u.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(u.joinDate, lang)}</Table.Td>
              <Table.Td>{u.lastLogin ? formatDateTime(u.lastLogin, lang) : '—'}</Table.Td>
              {onOpen && (
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => onOpen(u.id)} data-testid="admin-user-open">
                    {t('admin.panel.users.manage')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
