import { Button, Group, PasswordInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import type { ProviderConfig } from '../api/oauthApi';
import { useUpdateProviderConfigMutation } from '../hooks/useUpdateProviderConfigMutation';
import { PROVIDER_NAMES } from './providerMeta';

const ENDPOINTS = ['authorizationUrl', 'tokenUrl', 'userinfoUrl', 'emailsUrl', 'jwksUrl', 'issuer'] as const;

// ProviderConfigForm edits one provider's client id, secret (write-only), scopes and endpoints (platform admin).
export function ProviderConfigForm({ config }: { config: ProviderConfig }) {
  const { t } = useTranslation();
  const save = useUpdateProviderConfigMutation();
  const apple = config.provider === 'apple';
  const form = useForm({
    initialValues: {
      clientId: config.clientId ?? '',
      clientSecret: '',
      appleTeamId: config.appleTeamId ?? '',
      appleKeyId: config.appleKeyId ?? '',
      applePrivateKey: '',
      scopes: config.scopes.join(' '),
      ...Object.fromEntries(ENDPOINTS.map((k) => [k, config.endpoints[k] ?? ''])),
    } as Record<string, string>,
  });
  const name = PROVIDER_NAMES[config.provider];

  const submit = form.onSubmit((v) => {
    save.mutate(
      {
        provider: config.provider,
        body: {
          clientId: v.clientId,
          ...(v.clientSecret ? { clientSecret: v.clientSecret } : {}),
          ...(apple ? { appleTeamId: v.appleTeamId, appleKeyId: v.appleKeyId, ...(v.applePrivateKey ? { applePrivateKey: v.applePrivateKey } : {}) } : {}),
          scopes: (v.scopes ?? '').split(/\s+/).filter(Boolean),
          endpoints: Object.fromEntries(ENDPOINTS.map((k) => [k, v[k] ?? ''])),
        },
      },
      {
        onSuccess: () => {
          form.setFieldValue('clientSecret', '');
          form.setFieldValue('applePrivateKey', '');
          notifications.show({ color: 'green', message: t('oauth.settings.providerSaved', { provider: name }) });
        },
        onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, name) }),
      },
    );
  });

  return (
    <form onSubmit={submit} data-testid={`provider-config-${config.provider}`}>
      <Stack gap="sm">
        <TextInput label={t('oauth.settings.callbackUrl')} value={config.callbackUrl} readOnly />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('oauth.settings.clientId')} {...form.getInputProps('clientId')} />
          {!apple && (
            <PasswordInput
              label={t('oauth.settings.clientSecret')}
              description={config.hasClientSecret ? t('oauth.settings.secretSet') : undefined}
              autoComplete="new-password"
              {...form.getInputProps('clientSecret')}
            />
          )}
          {apple && <TextInput label={t('oauth.settings.appleTeamId')} {...form.getInputProps('appleTeamId')} />}
          {apple && <TextInput label={t('oauth.settings.appleKeyId')} {...form.getInputProps('appleKeyId')} />}
        </SimpleGrid>
        {apple && (
          <Textarea
            label={t('oauth.settings.applePrivateKey')}
            description={config.hasApplePrivateKey ? t('oauth.settings.secretSet') : undefined}
            autosize
            minRows={2}
            {...form.getInputProps('applePrivateKey')}
          />
        )}
        <TextInput label={t('oauth.settings.scopesField')} {...form.getInputProps('scopes')} />
        <Text size="sm" fw={600}>
          {t('oauth.settings.endpoints')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {ENDPOINTS.map((k) => (
            <TextInput key={k} label={t(`oauth.settings.${k}`)} {...form.getInputProps(k)} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('oauth.settings.saveProvider', { provider: name })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
