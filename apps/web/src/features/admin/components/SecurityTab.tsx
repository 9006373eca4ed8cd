import { useEffect, useState } from 'react';
import { Alert, Button, Group, Pagination, Paper, Select, Skeleton, Stack, Switch, Table, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { PASSWORD_MAX, PASSWORD_MIN, type AdminSecurity } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../ui/format';
import { useAdminSecurityQuery } from '../hooks/useAdminSecurityQuery';
import { useSaveSecurityMutation } from '../hooks/useSaveSecurityMutation';
import { useAccessLogQuery } from '../hooks/useAccessLogQuery';

const ACTIONS = [
  'user.suspend',
  'user.reactivate',
  'plan.upgrade',
  'plan.downgrade',
  'impersonate.start',
  'impersonate.end',
  'impersonated.request',
  'security.update',
  'alert.ack',
];
const PAGE_SIZE = 20;

// SecurityTab edits the platform toggles the server enforces and shows the admin access log with filters.
export function SecurityTab() {
  const { t, i18n } = useTranslation();
  const q = useAdminSecurityQuery();
  const save = useSaveSecurityMutation();
  const [form, setForm] = useState<AdminSecurity | null>(null);
  useEffect(() => {
    if (q.data) setForm(q.data);
  }, [q.data]);
  const [action, setAction] = useState<string | null>(null);
  const [actor, setActor] = useState('');
  const [actorQ] = useDebouncedValue(actor.trim(), 300);
  const [page, setPage] = useState(1);
  const log = useAccessLogQuery({ action: action ?? undefined, actor: actorQ || undefined, page, limit: PAGE_SIZE });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Title order={3} fz="md" mb="sm">
          {t('admin.panel.security.title')}
        </Title>
        {!form && <Skeleton h={160} />}
        {form && (
          <Stack gap="sm">
            <Switch
              checked={form.registrationOpen}
              onChange={(e) => setForm({ ...form, registrationOpen: e.currentTarget.checked })}
              label={t('admin.panel.security.registrationOpen')}
              description={t('admin.panel.security.registrationOpenHint')}
              data-testid="security-registration"
            />
            <LocaleNumberInput
              label={t('admin.panel.security.passwordMin')}
              decimalScale={0}
              min={PASSWORD_MIN}
              max={PASSWORD_MAX}
              value={form.passwordMinLength}
              w={220}
              onChange={(v) => typeof v === 'number' && Number.isFinite(v) && setForm({ ...form, passwordMinLength: v })}
              data-testid="security-password-min"
            />
            <TagsInput
              label={t('admin.panel.security.allowList')}
              description={t('admin.panel.security.allowListHint')}
              value={form.adminIpAllowList}
              onChange={(v) => setForm({ ...form, adminIpAllowList: v })}
              data-testid="security-allow-list"
            />
            <Text size="xs" c="dimmed">
              {t('admin.panel.security.twoFactorNote')}
            </Text>
            <Group>
              <Button
                loading={save.isPending}
                data-testid="security-save"
                onClick={() =>
                  save.mutate(form, {
                    onSuccess: () => notifications.show({ color: 'teal', message: t('admin.panel.security.saved') }),
                    onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('admin.panel.saveFailed')) }),
                  })
                }
              >
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} fz="md" mb="sm">
          {t('admin.panel.security.log')}
        </Title>
        <Group mb="sm">
          <Select
            placeholder={t('admin.panel.security.allActions')}
            data={ACTIONS.map((a) => ({ value: a, label: t(`admin.panel.actions.${a}` as 'admin.panel.actions.user.suspend') }))}
            value={action}
            onChange={(v) => {
              setAction(v);
              setPage(1);
            }}
            clearable
            w={240}
          />
          <TextInput
            placeholder={t('admin.panel.security.actor')}
            value={actor}
            onChange={(e) => {
              setActor(e.currentTarget.value);
              setPage(1);
            }}
            w={240}
          />
        </Group>
        {log.isError && <Alert color="red">{serverErrorText(log.error, t('admin.panel.loadFailed'))}</Alert>}
        {log.data && log.data.entries.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('admin.panel.security.logEmpty')}
          </Text>
        )}
        {log.data && log.data.entries.length > 0 && (
          <Table.ScrollContainer minWidth={700}>
            <Table striped data-testid="admin-access-log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.panel.security.time')}</Table.Th>
                  <Table.Th>{t('admin.panel.security.who')}</Table.Th>
                  <Table.Th>{t('admin.panel.security.action')}</Table.Th>
                  <Table.Th>{t('admin.panel.security.target')}</Table.Th>
                  <Table.Th>IP</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.entries.map((e) => (
                  <Table.Tr key={e.id} data-testid="access-log-row">
                    <Table.Td>{formatDateTime(e.at, i18n.language)}</Table.Td>
                    <Table.Td>{e.asUserEmail ? t('admin.panel.security.asUser', { admin: e.actorEmail, user: e.asUserEmail }) : e.actorEmail}</Table.Td>
                    <Table.Td>{t(`admin.panel.actions.${e.action}` as 'admin.panel.actions.user.suspend', { defaultValue: e.action })}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={1}>
                        {e.target ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{e.ip ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && <Pagination mt="sm" value={page} onChange={setPage} total={pages} size="sm" />}
      </Paper>
    </>
  );
}
