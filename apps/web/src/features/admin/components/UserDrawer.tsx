import { useState } from 'react';
import { Alert, Badge, Button, Divider, Drawer, Group, Select, SimpleGrid, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PLAN_IDS, PLANS } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { useAdminUserQuery } from '../hooks/useAdminUserQuery';
import { useAdminUserActionMutation, type UserAction } from '../hooks/useAdminUserActionMutation';
import { useImpersonateMutation } from '../hooks/useImpersonateMutation';
import { useResetTwoFactorMutation } from '../hooks/useResetTwoFactorMutation';
import { startImpersonating } from '../impersonation';
import { USER_STATUS_COLOR } from './labels';

type Dialog = 'suspend' | 'impersonate' | 'reactivate' | 'twoFactor' | null;
type ReasonDialog = 'suspend' | 'impersonate' | 'twoFactor';
const DIALOG_COLOR: Record<ReasonDialog, string> = { suspend: 'red', impersonate: 'orange', twoFactor: 'grape' };

// UserDrawer is one user's page for the admin: workspace, usage, sessions, and suspend, reactivate, plan, impersonate.
export function UserDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const q = useAdminUserQuery(id);
  const act = useAdminUserActionMutation();
  const impersonate = useImpersonateMutation();
  const resetTwoFactor = useResetTwoFactorMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [plan, setPlan] = useState<string | null>(null);
  const d = q.data;
  const reasonError = reason.trim().length < 3 ? t('admin.panel.users.reasonRequired') : null;
  const reasonDialog: ReasonDialog | null = dialog === 'suspend' || dialog === 'impersonate' || dialog === 'twoFactor' ? dialog : null;

  const run = (a: UserAction, done: string) =>
    act.mutate(a, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: done });
        setDialog(null);
        setReason('');
      },
      onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('admin.panel.saveFailed')) }),
    });

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={d?.user.name ?? t('admin.panel.users.title')}
      data-testid="admin-user-drawer"
    >
      {q.isPending && <Skeleton h={300} />}
      {q.isError && <Alert color="red">{serverErrorText(q.error, t('admin.panel.loadFailed'))}</Alert>}
      {d && (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm">{d.user.email}</Text>
            <Badge color={USER_STATUS_COLOR[d.user.status]} variant="light" data-testid="admin-drawer-status">
              {t(`admin.panel.userStatus.${d.user.status}`)}
            </Badge>
          </Group>
          {d.suspension && (
            <Alert color="red" title={t('admin.panel.users.suspendedTitle')}>
              {t('admin.panel.users.suspendedText', { reason: d.suspension.reason, by: d.suspension.by, at: formatDateTime(d.suspension.at, lang) })}
            </Alert>
          )}
          <Group gap="xs">
            {d.user.status === 'suspended' ? (
              <Button color="teal" onClick={() => setDialog('reactivate')} data-testid="admin-reactivate">
                {t('admin.panel.users.reactivate')}
              </Button>
            ) : (
              <Button color="red" variant="light" disabled={d.user.role === 'admin'} onClick={() => setDialog('suspend')} data-testid="admin-suspend">
                {t('admin.panel.users.suspend')}
              </Button>
            )}
            <Button
              variant="light"
              color="orange"
              disabled={d.user.role === 'admin' || d.user.status === 'suspended'}
              onClick={() => setDialog('impersonate')}
              data-testid="admin-impersonate"
            >
              {t('admin.panel.users.impersonate')}
            </Button>
            <Button variant="light" color="grape" onClick={() => setDialog('twoFactor')} data-testid="admin-two-factor-reset">
              {t('admin.panel.users.twoFactorReset')}
            </Button>
          </Group>
          {d.user.role === 'admin' && (
            <Text size="xs" c="dimmed">
              {t('admin.panel.users.adminProtected')}
            </Text>
          )}
          <Divider label={t('admin.panel.users.workspace', { name: d.workspace.name })} />
          <SimpleGrid cols={2}>
            <Text size="sm">{t('admin.panel.users.usage.contacts', { count: d.workspace.usage.contacts })}</Text>
            <Text size="sm">{t('admin.panel.users.usage.campaigns', { count: d.workspace.usage.campaigns })}</Text>
            <Text size="sm">{t('admin.panel.users.usage.emails', { value: formatNumber(d.workspace.usage.emailsThisMonth, lang) })}</Text>
            <Text size="sm">{t('admin.panel.users.usage.invoices', { count: d.workspace.usage.invoices })}</Text>
          </SimpleGrid>
          {d.workspace.subscription && (
            <Text size="sm">
              {t('admin.panel.users.subscription', {
                plan: d.workspace.subscription.plan,
                status: t(`admin.panel.subStatus.${d.workspace.subscription.status}` as 'admin.panel.subStatus.active'),
                date: formatDateTime(d.workspace.subscription.currentPeriodEnd, lang),
              })}
            </Text>
          )}
          <Group align="flex-end">
            <Select
              label={t('admin.panel.users.changePlan')}
              data={PLAN_IDS.map((p) => ({
                value: p,
                label: `${PLANS.find((x) => x.id === p)?.name ?? p} (€${PLANS.find((x) => x.id === p)?.priceEur ?? 0})`,
              }))}
              value={plan}
              onChange={setPlan}
              w={240}
              data-testid="admin-plan-select"
            />
            <Button
              disabled={!plan}
              loading={act.isPending && act.variables?.kind === 'plan'}
              onClick={() => plan && run({ kind: 'plan', id: d.user.id, plan }, t('admin.panel.users.planChanged'))}
              data-testid="admin-plan-save"
            >
              {t('admin.panel.users.applyPlan')}
            </Button>
          </Group>
          <Title order={4} fz="sm">
            {t('admin.panel.users.members')}
          </Title>
          <Table>
            <Table.Tbody>
              {d.workspace.members.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>{m.role}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={4} fz="sm">
            {t('admin.panel.users.sessions')}
          </Title>
          {d.sessions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.panel.users.noSessions')}
            </Text>
          ) : (
            <Table>
              <Table.Tbody>
                {d.sessions.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.ip ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text size="xs" lineClamp={1}>
                        {s.userAgent ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(s.lastUsedAt, lang)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
      <ConfirmModal
        opened={dialog === 'reactivate'}
        title={t('admin.panel.users.reactivate')}
        text={t('admin.panel.users.reactivateText')}
        confirmLabel={t('admin.panel.users.reactivate')}
        color="teal"
        loading={act.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => d && run({ kind: 'reactivate', id: d.user.id }, t('admin.panel.users.reactivated'))}
        testId="admin-reactivate"
      />
      <ConfirmModal
        opened={reasonDialog !== null}
        title={reasonDialog ? t(`admin.panel.users.${reasonDialog}`) : ''}
        color={reasonDialog ? DIALOG_COLOR[reasonDialog] : 'red'}
        loading={act.isPending || impersonate.isPending || resetTwoFactor.isPending}
        onCancel={() => setDialog(null)}
        testId={`admin-${dialog ?? 'dialog'}`}
        confirmLabel={reasonDialog ? t(`admin.panel.users.${reasonDialog}`) : ''}
        text={
          <Stack gap="xs">
            <Text size="sm">{reasonDialog ? t(`admin.panel.users.${reasonDialog}Text`) : ''}</Text>
            <Textarea
              label={t('admin.panel.users.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={reason && reasonError}
              maxLength={500}
              data-testid="admin-reason"
            />
          </Stack>
        }
        onConfirm={() => {
          if (!d || reasonError) return void notifications.show({ color: 'red', message: t('admin.panel.users.reasonRequired') });
          if (dialog === 'suspend') return run({ kind: 'suspend', id: d.user.id, reason: reason.trim() }, t('admin.panel.users.suspended'));
          if (dialog === 'twoFactor') {
            return resetTwoFactor.mutate(
              { id: d.user.id, reason: reason.trim() },
              {
                onSuccess: (r) => {
                  const removed = r.removed;
                  const any = removed.totp || removed.recoveryCodes > 0 || removed.passkeys > 0;
                  notifications.show({
                    color: 'teal',
                    message: any
                      ? t('admin.panel.users.twoFactorResetDone', {
                          app: removed.totp ? t('admin.panel.users.twoFactorApp') : '—',
                          codes: removed.recoveryCodes,
                          passkeys: removed.passkeys,
                        })
                      : t('admin.panel.users.twoFactorResetNone'),
                  });
                  setDialog(null);
                  setReason('');
                },
                onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('admin.panel.saveFailed')) }),
              },
            );
          }
          impersonate.mutate(
            { id: d.user.id, reason: reason.trim() },
            {
              onSuccess: (r) => startImpersonating(r.token),
              onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('admin.panel.saveFailed')) }),
            },
          );
        }}
      />
    </Drawer>
  );
}
