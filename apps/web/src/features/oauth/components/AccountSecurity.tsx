import { useState } from 'react';
import { Alert, Badge, Button, Card, Code, Group, Image, Modal, PinInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatDate } from '../../../ui/format';
import { useTwoFactorStatusQuery } from '../hooks/useTwoFactorStatusQuery';
import { useTotpSetupMutation } from '../hooks/useTotpSetupMutation';
import { useEnableTotpMutation } from '../hooks/useEnableTotpMutation';
import { useDisableTotpMutation } from '../hooks/useDisableTotpMutation';
import { useIdentitiesQuery } from '../hooks/useIdentitiesQuery';
import { useStartLinkMutation } from '../hooks/useStartLinkMutation';
import { useUnlinkMutation } from '../hooks/useUnlinkMutation';
import { useEnabledProvidersQuery } from '../hooks/useEnabledProvidersQuery';
import { METHOD_ICONS, PROVIDER_NAMES } from './providerMeta';
import { PasskeysPanel } from './PasskeysPanel';
import { RecoveryCodes } from './RecoveryCodes';

// AccountSecurity is the signed-in user's own sign-in security: the authenticator app, passkeys and the linked providers.
export function AccountSecurity() {
  const { t, i18n } = useTranslation();
  const status = useTwoFactorStatusQuery();
  const setup = useTotpSetupMutation();
  const enable = useEnableTotpMutation();
  const disable = useDisableTotpMutation();
  const identities = useIdentitiesQuery();
  const enabledProviders = useEnabledProvidersQuery();
  const link = useStartLinkMutation();
  const unlink = useUnlinkMutation();
  const [code, setCode] = useState('');
  const [disableCode, setDisableCode] = useState('');
  const [disabling, setDisabling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [unlinking, setUnlinking] = useState<SignInProvider | null>(null);

  const linked = new Set(identities.data?.identities.map((i) => i.provider));
  const linkable = SIGN_IN_PROVIDERS.filter((p) => !linked.has(p) && enabledProviders.data?.includes(p));

  return (
    <Card withBorder radius="md" padding="lg" data-testid="account-security">
      <Stack gap="md">
        <Title order={4}>{t('oauth.account.title')}</Title>
        <div>
          <Group justify="space-between">
            <Text fw={600}>{t('oauth.account.totpTitle')}</Text>
            {status.data && (
              <Group gap="xs">
                {status.data.mandatory && <Badge color="orange">{t('oauth.account.mandatory')}</Badge>}
                <Badge color={status.data.enabled ? 'green' : 'gray'} data-testid="totp-status">
                  {status.data.enabled ? t('oauth.account.totpOn', { count: status.data.recoveryCodesLeft }) : t('oauth.account.totpOff')}
                </Badge>
              </Group>
            )}
          </Group>
          {status.isPending ? (
            <Skeleton h={36} mt="sm" />
          ) : status.data?.enabled ? (
            <Button mt="sm" variant="default" color="red" onClick={() => setDisabling(true)} disabled={status.data.mandatory} data-testid="totp-disable">
              {t('oauth.account.disable')}
            </Button>
          ) : setup.data ? (
            <Stack gap="sm" mt="sm">
              <Text size="sm">{t('oauth.account.scan')}</Text>
              <Group align="flex-start">
                <Image src={setup.data.qrDataUrl} alt="QR" w={180} h={180} />
                <Stack gap={4}>
                  <Text size="xs" c="dimmed">
                    {t('oauth.account.secret')}
                  </Text>
                  <Code data-testid="totp-secret">{setup.data.secret}</Code>
                </Stack>
              </Group>
              <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} aria-label={t('oauth.account.code')} data-testid="totp-code" />
              {enable.isError && <Alert color="red">{serverErrorText(enable.error, t('oauth.account.enable'))}</Alert>}
              <Group>
                <Button
                  disabled={code.length !== 6}
                  loading={enable.isPending}
                  data-testid="totp-confirm"
                  onClick={() =>
                    enable.mutate(code, {
                      onSuccess: (r) => {
                        setCodes(r.recoveryCodes);
                        setCode('');
                        setup.reset();
                        notifications.show({ color: 'green', message: t('oauth.account.enabledToast') });
                      },
                    })
                  }
                >
                  {t('oauth.account.confirm')}
                </Button>
                <Button variant="default" onClick={() => setup.reset()}>
                  {t('oauth.account.cancel')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Button
              mt="sm"
              loading={setup.isPending}
              onClick={() =>
                setup.mutate(undefined, { onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('oauth.account.enable')) }) })
              }
              data-testid="totp-setup"
            >
              {t('oauth.account.enable')}
            </Button>
          )}
        </div>

        <PasskeysPanel />

        <div>
          <Text fw={600} mb="xs">
            {t('oauth.account.linkedTitle')}
          </Text>
          {identities.data && !identities.data.hasPassword && (
            <Alert color="yellow" mb="xs">
              {t('oauth.account.noPassword')}
            </Alert>
          )}
          {identities.isPending ? (
            <Skeleton h={36} />
          ) : identities.data?.identities.length ? (
            <Stack gap="xs">
              {identities.data.identities.map((i) => {
                const Icon = METHOD_ICONS[i.provider];
                return (
                  <Group key={i.provider} justify="space-between" data-testid={`identity-${i.provider}`}>
                    <Group gap="xs">
                      <Icon size={18} />
                      <Text size="sm">{PROVIDER_NAMES[i.provider]}</Text>
                      <Text size="xs" c="dimmed">
                        {i.email ?? ''} · {formatDate(i.createdAt, i18n.language)}
                      </Text>
                    </Group>
                    <Button size="xs" variant="subtle" color="red" onClick={() => setUnlinking(i.provider)}>
                      {t('oauth.account.unlink')}
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('oauth.account.linkedEmpty')}
            </Text>
          )}
          {linkable.length > 0 && (
            <Group gap="xs" mt="sm">
              {linkable.map((p) => {
                const Icon = METHOD_ICONS[p];
                return (
                  <Button
                    key={p}
                    size="xs"
                    variant="default"
                    leftSection={<Icon size={14} />}
                    loading={link.isPending && link.variables === p}
                    onClick={() => link.mutate(p)}
                  >
                    {t('oauth.account.link', { provider: PROVIDER_NAMES[p] })}
                  </Button>
                );
              })}
            </Group>
          )}
        </div>
      </Stack>

      <Modal opened={disabling} onClose={() => setDisabling(false)} title={t('oauth.account.disableTitle')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('oauth.account.disableText')}</Text>
          <TextInput
            label={t('oauth.account.code')}
            value={disableCode}
            onChange={(e) => setDisableCode(e.currentTarget.value)}
            maxLength={20}
            data-testid="totp-disable-code"
          />
          {disable.isError && <Alert color="red">{serverErrorText(disable.error, t('oauth.account.disable'))}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDisabling(false)}>
              {t('oauth.account.cancel')}
            </Button>
            <Button
              color="red"
              loading={disable.isPending}
              disabled={disableCode.trim().length < 6}
              data-testid="totp-disable-confirm"
              onClick={() =>
                disable.mutate(disableCode.trim(), {
                  onSuccess: () => {
                    setDisabling(false);
                    setDisableCode('');
                    notifications.show({ color: 'green', message: t('oauth.account.disabledToast') });
                  },
                })
              }
            >
              {t('oauth.account.disable')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={codes !== null} onClose={() => setCodes(null)} withCloseButton={false} closeOnClickOutside={false} centered>
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      </Modal>

      <ConfirmModal
        opened={unlinking !== null}
        title={unlinking ? t('oauth.account.unlinkTitle', { provider: PROVIDER_NAMES[unlinking] }) : ''}
        text={unlinking ? t('oauth.account.unlinkText', { provider: PROVIDER_NAMES[unlinking] }) : ''}
        confirmLabel={t('oauth.account.unlink')}
        loading={unlink.isPending}
        onCancel={() => setUnlinking(null)}
        onConfirm={() => {
          if (!unlinking) return;
          const name = PROVIDER_NAMES[unlinking];
          unlink.mutate(unlinking, {
            onSuccess: () => notifications.show({ color: 'green', message: t('oauth.account.unlinked', { provider: name }) }),
            onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('oauth.account.unlink')) }),
            onSettled: () => setUnlinking(null),
          });
        }}
        testId="unlink"
      />
    </Card>
  );
}
