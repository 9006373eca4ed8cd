import { useEffect, useState } from 'react';
import { Accordion, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { SIGN_IN_SESSION_TIMEOUT_DEFAULT, SIGN_IN_SESSION_TIMEOUT_MAX, SIGN_IN_SESSION_TIMEOUT_MIN } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import type { OAuthStats } from '../api/oauthApi';
import { useUpdateSecurityMutation } from '../hooks/useUpdateSecurityMutation';
import { useProviderConfigsQuery } from '../hooks/useProviderConfigsQuery';
import { ProviderConfigForm } from './ProviderConfigForm';
import { METHOD_ICONS, PROVIDER_NAMES } from './providerMeta';

// SettingsTab: the real callback URL (read-only), the session timeout with Save and Reset, and for the platform
// admin each provider's credentials and endpoints.
export function SettingsTab({ stats }: { stats: OAuthStats }) {
  const { t } = useTranslation();
  const save = useUpdateSecurityMutation();
  const configs = useProviderConfigsQuery(stats.canManageProviders);
  const [minutes, setMinutes] = useState<number | string>(stats.security.sessionTimeoutMinutes);
  useEffect(() => setMinutes(stats.security.sessionTimeoutMinutes), [stats.security.sessionTimeoutMinutes]);
  const valid = typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= SIGN_IN_SESSION_TIMEOUT_MIN && minutes <= SIGN_IN_SESSION_TIMEOUT_MAX;

  const store = (value: number) =>
    save.mutate(
      { sessionTimeoutMinutes: value },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('oauth.settings.saved') }),
        onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('oauth.settings.save')) }),
      },
    );

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <TextInput
            label={t('oauth.settings.callbackUrl')}
            description={t('oauth.settings.callbackHint')}
            value={stats.callbackUrl}
            readOnly
            data-testid="callback-url"
          />
          <LocaleNumberInput
            label={t('oauth.settings.timeout')}
            min={SIGN_IN_SESSION_TIMEOUT_MIN}
            max={SIGN_IN_SESSION_TIMEOUT_MAX}
            decimalScale={0}
            value={minutes}
            onChange={setMinutes}
            error={valid ? undefined : t('oauth.settings.timeout')}
            data-testid="session-timeout"
            maw={260}
            disabled={!stats.canEditSecurity}
          />
          <Group display={stats.canEditSecurity ? undefined : 'none'}>
            <Button onClick={() => valid && store(minutes as number)} disabled={!valid} loading={save.isPending} data-testid="settings-save">
              {t('oauth.settings.save')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setMinutes(SIGN_IN_SESSION_TIMEOUT_DEFAULT);
                store(SIGN_IN_SESSION_TIMEOUT_DEFAULT);
              }}
              data-testid="settings-reset"
            >
              {t('oauth.settings.reset')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {stats.canManageProviders && (
        <Card withBorder radius="md" padding="lg">
          <Title order={4} mb="sm">
            {t('oauth.settings.providersTitle')}
          </Title>
          {configs.data ? (
            <Accordion variant="separated">
              {configs.data.map((c) => {
                const Icon = METHOD_ICONS[c.provider];
                return (
                  <Accordion.Item key={c.provider} value={c.provider}>
                    <Accordion.Control icon={<Icon size={18} />}>
                      <Text>{PROVIDER_NAMES[c.provider]}</Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <ProviderConfigForm config={c} />
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
          ) : (
            <Text c="dimmed">…</Text>
          )}
        </Card>
      )}
    </Stack>
  );
}
