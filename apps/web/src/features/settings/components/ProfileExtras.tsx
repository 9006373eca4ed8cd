import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { SettingsResponse } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { useStartEmailChangeMutation } from '../hooks/useStartEmailChangeMutation';
import { useConfirmEmailChangeMutation } from '../hooks/useConfirmEmailChangeMutation';
import { AvatarPanel } from './AvatarPanel';

const ZONES: string[] = (() => {
  const intl = Intl as unknown as { supportedValuesOf?: (k: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['Europe/Istanbul', 'Europe/London', 'Europe/Berlin', 'America/New_York', 'UTC'];
})();

type Props = { profile: SettingsResponse['profile']; timeZone: string; onTimeZone: (tz: string) => void };

// ProfileExtras: the avatar, the time zone (saved with the page's Save) and the email change confirmed by a mailed code.
export function ProfileExtras({ profile, timeZone, onTimeZone }: Props) {
  const { t } = useTranslation();
  const start = useStartEmailChangeMutation();
  const confirm = useConfirmEmailChangeMutation();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const failed = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.saveFailed')) });
  return (
    <Stack gap="md">
      <AvatarPanel />
      <Select
        label={t('settings.profile.timeZone')}
        data={ZONES}
        value={timeZone}
        onChange={(v) => v && onTimeZone(v)}
        searchable
        w={320}
        data-testid="time-zone"
      />
      <Stack gap="xs">
        <Text fw={600}>{t('settings.profile.emailTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('settings.profile.emailCurrent', { email: profile.email })}
        </Text>
        {profile.pendingEmail ? (
          <Alert color="blue">
            <Stack gap="xs">
              <Text size="sm">{t('settings.profile.emailPending', { email: profile.pendingEmail })}</Text>
              <Group align="flex-end">
                <TextInput
                  label={t('settings.profile.code')}
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
                  w={160}
                />
                <Button
                  disabled={code.length !== 6}
                  loading={confirm.isPending}
                  onClick={() =>
                    confirm.mutate(code, {
                      onSuccess: () => notifications.show({ color: 'teal', message: t('settings.profile.emailChanged') }),
                      onError: failed,
                    })
                  }
                >
                  {t('settings.profile.confirm')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group align="flex-end">
            <TextInput type="email" label={t('settings.profile.newEmail')} value={newEmail} onChange={(e) => setNewEmail(e.currentTarget.value)} w={260} />
            <PasswordInput label={t('settings.profile.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} w={200} />
            <Button
              variant="light"
              disabled={!newEmail.includes('@') || !password}
              loading={start.isPending}
              onClick={() => start.mutate({ newEmail: newEmail.trim(), password }, { onSuccess: () => setPassword(''), onError: failed })}
            >
              {t('settings.profile.sendCode')}
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
