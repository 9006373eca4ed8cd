import { useEffect, useState } from 'react';
import { Button, Card, Group, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import type { OAuthStats } from '../api/oauthApi';
import { useUpdateSecurityMutation } from '../hooks/useUpdateSecurityMutation';
import { useAdminTwoFactorMutation } from '../hooks/useAdminTwoFactorMutation';
import { AccountSecurity } from './AccountSecurity';
import { LogsTable } from './LogsTable';

// SecurityTab: the workspace's sign-in rules (mandatory 2FA, IP ranges, session timeout), the platform admin's rule,
// the user's own 2FA and linked providers, and recent refused sign-ins.
export function SecurityTab({ stats }: { stats: OAuthStats }) {
  const { t } = useTranslation();
  const save = useUpdateSecurityMutation();
  const adminRule = useAdminTwoFactorMutation();
  const [form, setForm] = useState(stats.security);
  const [cidrs, setCidrs] = useState(stats.security.allowedCidrs.join('\n'));
  useEffect(() => {
    setForm(stats.security);
    setCidrs(stats.security.allowedCidrs.join('\n'));
  }, [stats.security]);
  const errors = save.error ? fieldErrors(save.error) : {};
  const events = stats.recentLogs.filter((l) => l.status === 'failed');

  const submit = () => {
    const allowedCidrs = cidrs
      .split(/[\s,]+/)
      .map((c) => c.trim())
      .filter(Boolean);
    save.mutate(
      {
        requireTwoFactor: form.requireTwoFactor,
        ipRestriction: form.ipRestriction,
        allowedCidrs,
        deviceVerification: form.deviceVerification,
        sessionTimeoutEnabled: form.sessionTimeoutEnabled,
      },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('oauth.security.saved') }),
        onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('oauth.security.save')) }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <div>
            <Title order={4}>{t('oauth.security.workspaceTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('oauth.security.workspaceText')}
            </Text>
          </div>
          {!stats.canEditSecurity && (
            <Text size="sm" c="orange" data-testid="security-managers-only">
              {t('oauth.security.managersOnly')}
            </Text>
          )}
          <Switch
            label={t('oauth.security.requireTwoFactor')}
            description={t('oauth.security.requireTwoFactorText')}
            checked={form.requireTwoFactor}
            onChange={(e) => setForm({ ...form, requireTwoFactor: e.currentTarget.checked })}
            disabled={!stats.canEditSecurity}
            data-testid="security-require-2fa"
          />
          <Switch
            label={t('oauth.security.ipRestriction')}
            description={t('oauth.security.ipRestrictionText')}
            checked={form.ipRestriction}
            onChange={(e) => setForm({ ...form, ipRestriction: e.currentTarget.checked })}
            disabled={!stats.canEditSecurity}
            data-testid="security-ip-restriction"
          />
          {form.ipRestriction && (
            <Textarea
              label={t('oauth.security.cidrs')}
              autosize
              minRows={2}
              maxRows={8}
              value={cidrs}
              onChange={(e) => setCidrs(e.currentTarget.value)}
              error={Object.entries(errors).find(([k]) => k.startsWith('allowedCidrs'))?.[1]}
              data-testid="security-cidrs"
            />
          )}
          <Switch
            label={t('oauth.security.deviceVerification')}
            description={t('oauth.security.deviceVerificationText')}
            checked={form.deviceVerification}
            onChange={(e) => setForm({ ...form, deviceVerification: e.currentTarget.checked })}
            disabled={!stats.canEditSecurity}
            data-testid="security-device-verification"
          />
          <Switch
            label={t('oauth.security.sessionTimeout')}
            description={t('oauth.security.sessionTimeoutText')}
            checked={form.sessionTimeoutEnabled}
            onChange={(e) => setForm({ ...form, sessionTimeoutEnabled: e.currentTarget.checked })}
            disabled={!stats.canEditSecurity}
            data-testid="security-session-timeout"
          />
          {stats.canEditSecurity && (
            <Group justify="flex-end">
              <Button onClick={submit} loading={save.isPending} data-testid="security-save">
                {t('oauth.security.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      {stats.canManageProviders && (
        <Card withBorder radius="md" padding="lg">
          <Title order={4} mb="sm">
            {t('oauth.security.platformTitle')}
          </Title>
          <Switch
            label={t('oauth.security.requireAdminTwoFactor')}
            checked={stats.platform.requireAdminTwoFactor}
            disabled={adminRule.isPending}
            onChange={(e) =>
              adminRule.mutate(e.currentTarget.checked, {
                onSuccess: () => notifications.show({ color: 'green', message: t('oauth.security.saved') }),
                onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('oauth.security.save')) }),
              })
            }
            data-testid="security-admin-2fa"
          />
        </Card>
      )}
      <AccountSecurity />
      <Card withBorder radius="md" padding="lg">
        <Title order={4} mb="sm">
          {t('oauth.security.events')}
        </Title>
        {events.length ? <LogsTable items={events} /> : <Text c="dimmed">{t('oauth.security.noEvents')}</Text>}
      </Card>
    </Stack>
  );
}
