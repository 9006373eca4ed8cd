import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward, IconTrash, IconUsers, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MANAGER_ROLES, WORKSPACE_ROLES, type WorkspaceRole } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDateTime } from '../../../ui/format';
import { useMembersQuery } from '../hooks/useMembersQuery';
import { useInviteMemberMutation } from '../hooks/useInviteMemberMutation';
import { useChangeRoleMutation } from '../hooks/useChangeRoleMutation';
import { useRemoveMemberMutation } from '../hooks/useRemoveMemberMutation';
import { useRevokeInvitationMutation } from '../hooks/useRevokeInvitationMutation';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// TeamPanel lists the workspace's members and invitations; owners and admins invite, change roles and remove.
export function TeamPanel() {
  const { t, i18n } = useTranslation();
  const members = useMembersQuery();
  const invite = useInviteMemberMutation();
  const changeRole = useChangeRoleMutation();
  const remove = useRemoveMemberMutation();
  const revokeInvite = useRevokeInvitationMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('member');
  const [removing, setRemoving] = useState<{ userId: string; email: string } | null>(null);
  const failed = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.saveFailed')) });

  if (members.isLoading)
    return (
      <Text size="sm" c="dimmed">
        {t('settings.loading')}
      </Text>
    );
  if (members.isError || !members.data) return <Alert color="red">{serverErrorText(members.error, t('settings.loadFailed'))}</Alert>;
  const { yourRole } = members.data;
  const manager = MANAGER_ROLES.includes(yourRole);
  const roleOptions = WORKSPACE_ROLES.filter((r) => r !== 'owner' || yourRole === 'owner').map((r) => ({ value: r, label: t(`settings.team.roles.${r}`) }));
  const emailError = email && !EMAIL_RE.test(email.trim()) ? t('settings.team.badEmail') : undefined;

  return (
    <Stack gap="sm" data-testid="team-panel">
      <div>
        <Text fw={600}>{t('settings.team.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('settings.team.text', { role: t(`settings.team.roles.${yourRole}`) })}
        </Text>
      </div>
      {manager && (
        <Group align="flex-end">
          <TextInput
            label={t('settings.team.email')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={emailError}
            style={{ flex: 1 }}
            data-testid="invite-email"
          />
          <Select
            label={t('settings.team.role')}
            value={role}
            onChange={(v) => setRole((v ?? 'member') as WorkspaceRole)}
            data={roleOptions}
            w={180}
            data-testid="invite-role"
          />
          <Button
            leftSection={<IconMailForward size={16} />}
            disabled={!email.trim() || Boolean(emailError)}
            loading={invite.isPending}
            data-testid="invite-send"
            onClick={() =>
              invite.mutate(
                { email: email.trim(), role },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'teal', message: t('settings.team.invited', { email: email.trim() }) });
                    setEmail('');
                  },
                  onError: failed,
                },
              )
            }
          >
            {t('settings.team.invite')}
          </Button>
        </Group>
      )}
      <Table.ScrollContainer minWidth={600}>
        <Table striped data-testid="members-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.team.member')}</Table.Th>
              <Table.Th>{t('settings.team.role')}</Table.Th>
              <Table.Th>{t('settings.team.lastSeen')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.members.map((m) => (
              <Table.Tr key={m.userId}>
                <Table.Td>
                  <Text size="sm">
                    {m.firstName} {m.lastName}{' '}
                    {m.you && (
                      <Badge size="xs" variant="light">
                        {t('settings.team.you')}
                      </Badge>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {m.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {manager && !m.you ? (
                    <Select
                      size="xs"
                      w={160}
                      value={m.role}
                      data={WORKSPACE_ROLES.filter((r) => r !== 'owner' || yourRole === 'owner').map((r) => ({
                        value: r,
                        label: t(`settings.team.roles.${r}`),
                      }))}
                      onChange={(v) => v && changeRole.mutate({ userId: m.userId, role: v as WorkspaceRole }, { onError: failed })}
                      disabled={m.role === 'owner' && yourRole !== 'owner'}
                    />
                  ) : (
                    <Badge variant="light">{t(`settings.team.roles.${m.role}`)}</Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{m.lastSeenAt ? formatDateTime(m.lastSeenAt, i18n.language) : '—'}</Text>
                </Table.Td>
                <Table.Td>
                  {manager && !m.you && (
                    <Tooltip label={t('settings.team.remove')}>
                      <ActionIcon variant="subtle" color="red" onClick={() => setRemoving(m)} aria-label={t('settings.team.remove')}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {members.data.invitations.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('settings.team.invitations')}
          </Text>
          {members.data.invitations.map((inv) => (
            <Group key={inv.id} justify="space-between">
              <Text size="sm">
                {inv.email} · {t(`settings.team.roles.${inv.role}`)} ·{' '}
                {inv.status === 'expired' ? (
                  <Badge color="gray" size="xs">
                    {t('settings.team.expired')}
                  </Badge>
                ) : (
                  t('settings.team.expiresAt', { date: formatDateTime(inv.expiresAt, i18n.language) })
                )}
              </Text>
              {manager && (
                <ActionIcon variant="subtle" onClick={() => revokeInvite.mutate(inv.id, { onError: failed })} aria-label={t('settings.team.withdraw')}>
                  <IconX size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      ) : (
        members.data.members.length === 1 && (
          <EmptyState icon={<IconUsers size={20} />} title={t('settings.team.emptyTitle')} description={t('settings.team.emptyText')} testId="team-empty" />
        )
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t('settings.team.remove')}
        text={t('settings.team.removeText', { email: removing?.email ?? '' })}
        confirmLabel={t('settings.team.remove')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.userId, { onSuccess: () => setRemoving(null), onError: failed })}
        testId="member-remove"
      />
    </Stack>
  );
}
