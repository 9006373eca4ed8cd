import { useEffect, useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Skeleton, Stack, Switch, TagsInput, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { PASSWORD_MAX, PASSWORD_MIN, type AdminSecurity } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { useAdminSecurityQuery } from '../hooks/useAdminSecurityQuery';
import { useSaveSecurityMutation } from '../hooks/useSaveSecurityMutation';
import { ActionsLog } from './ActionsLog';
import { SignInsLog } from './SignInsLog';

// SecurityTab edits the platform toggles the server enforces and shows the access log: admin actions and sign-ins.
export function SecurityTab() {
  const { t } = useTranslation();
  const q = useAdminSecurityQuery();
  const save = useSaveSecurityMutation();
  const [form, setForm] = useState<AdminSecurity | null>(null);
  useEffect(() => {
    if (q.data) setForm(q.data);
  }, [q.data]);
  const [kind, setKind] = useState<'actions' | 'signIns'>('actions');

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
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="md">
            {t('admin.panel.security.log')}
          </Title>
          <SegmentedControl
            value={kind}
            onChange={(v) => setKind(v as 'actions' | 'signIns')}
            data={(['actions', 'signIns'] as const).map((k) => ({ value: k, label: t(`admin.panel.security.logKinds.${k}`) }))}
            data-testid="access-log-kind"
          />
        </Group>
        {kind === 'signIns' ? <SignInsLog /> : <ActionsLog />}
      </Paper>
    </>
  );
}
