import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlatformOverview, SignInProvider } from '@ulak/shared';
import { PROVIDER_NAMES } from '../../oauth/components/providerMeta';
import { serverErrorText } from '../../../lib/api';
import { useAdminSecurityQuery } from '../hooks/useAdminSecurityQuery';
import { useSaveSecurityMutation } from '../hooks/useSaveSecurityMutation';
import { useTestMailMutation } from '../hooks/useTestMailMutation';

// PlatformActionsCard holds what the admin changes or tries on the platform from the settings tab: registration open,
// a test message through the platform's mail, and the sign-in providers (set on the oauth module's screen).
export function PlatformActionsCard({ overview }: { overview: PlatformOverview }) {
  const { t } = useTranslation();
  const security = useAdminSecurityQuery();
  const saveSecurity = useSaveSecurityMutation();
  const testMail = useTestMailMutation();
  const failed = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('admin.panel.saveFailed')) });
  const providers = overview.signInProviders.map((p) => PROVIDER_NAMES[p as SignInProvider] ?? p);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <div>
          <Title order={3} fz="md" mb="xs">
            {t('admin.panel.security.registrationOpen')}
          </Title>
          <Switch
            checked={security.data?.registrationOpen ?? overview.registrationOpen}
            disabled={!security.data || saveSecurity.isPending}
            onChange={(e) => {
              const registrationOpen = e.currentTarget.checked;
              if (!security.data) return;
              saveSecurity.mutate(
                { ...security.data, registrationOpen },
                { onSuccess: () => notifications.show({ color: 'teal', message: t('admin.panel.security.saved') }), onError: failed },
              );
            }}
            label={t('admin.panel.security.registrationOpenHint')}
            data-testid="admin-settings-registration"
          />
        </div>
        <div>
          <Title order={3} fz="md" mb="xs">
            {t('admin.panel.platform.mail')}
          </Title>
          <Text size="sm" mb="xs">
            {overview.mail.mode === 'relay' ? t('admin.panel.platform.relay', { host: overview.mail.relayHost ?? '' }) : t('admin.panel.platform.capture')}
          </Text>
          <Group gap="xs">
            <Button
              variant="light"
              loading={testMail.isPending}
              data-testid="admin-test-mail"
              onClick={() =>
                testMail.mutate(undefined, {
                  onSuccess: (r) =>
                    notifications.show({
                      color: r.sent ? 'teal' : 'red',
                      message: r.sent
                        ? t('admin.panel.platform.testMailSent', { to: r.to })
                        : t('admin.panel.platform.testMailFailed', { error: r.error ?? '' }),
                    }),
                  onError: failed,
                })
              }
            >
              {t('admin.panel.platform.testMail')}
            </Button>
            {overview.mail.mode === 'capture' && (
              <Button component={Link} to="/admin/mailbox" variant="default">
                {t('admin.panel.platform.mailbox')}
              </Button>
            )}
          </Group>
        </div>
        <div>
          <Title order={3} fz="md" mb="xs">
            {t('admin.panel.platform.providers')}
          </Title>
          <Text size="sm" mb="xs" data-testid="admin-settings-providers">
            {providers.length ? t('admin.panel.platform.providersOn', { list: providers.join(', ') }) : t('admin.panel.platform.providersNone')}
          </Text>
          <Button component={Link} to="/app/oauth-integration" variant="default">
            {t('admin.panel.platform.providersManage')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
