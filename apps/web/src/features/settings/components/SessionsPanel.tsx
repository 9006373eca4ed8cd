import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { IDLE_TIMEOUT_MAX_MINUTES, IDLE_TIMEOUT_MIN_MINUTES } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatDateTime } from '../../../ui/format';
import { useSessionsQuery } from '../hooks/useSessionsQuery';
import { useRevokeSessionMutation } from '../hooks/useRevokeSessionMutation';
import { useRevokeAllSessionsMutation } from '../hooks/useRevokeAllSessionsMutation';

type Props = { timeout: number; canEdit: boolean; onTimeout: (minutes: number) => void };

// SessionsPanel shows the idle timeout (owners and admins edit it, saved with the page's Save) and the user's sessions.
export function SessionsPanel({ timeout, canEdit, onTimeout }: Props) {
  const { t, i18n } = useTranslation();
  const sessions = useSessionsQuery();
  const revoke = useRevokeSessionMutation();
  const revokeAll = useRevokeAllSessionsMutation();
  const [confirmAll, setConfirmAll] = useState(false);
  const failed = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.saveFailed')) });
  const invalid = timeout < IDLE_TIMEOUT_MIN_MINUTES || timeout > IDLE_TIMEOUT_MAX_MINUTES;

  return (
    <Stack gap="md">
      <LocaleNumberInput
        label={t('settings.security.timeout')}
        decimalScale={0}
        description={t('settings.security.timeoutHelp')}
        value={timeout}
        min={IDLE_TIMEOUT_MIN_MINUTES}
        max={IDLE_TIMEOUT_MAX_MINUTES}
        onChange={(v) => onTimeout(typeof v === 'number' && Number.isFinite(v) ? v : 0)}
        disabled={!canEdit}
        error={invalid ? t('settings.security.timeoutRange') : undefined}
        w={320}
        data-testid="idle-timeout"
      />
      <Group justify="space-between">
        <Text fw={600}>{t('settings.security.sessions')}</Text>
        <Button variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={() => setConfirmAll(true)} data-testid="sign-out-everywhere">
          {t('settings.security.signOutEverywhere')}
        </Button>
      </Group>
      {sessions.isLoading ? (
        <Text size="sm" c="dimmed">
          {t('settings.loading')}
        </Text>
      ) : sessions.isError ? (
        <Alert color="red">{serverErrorText(sessions.error, t('settings.loadFailed'))}</Alert>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="sessions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.security.device')}</Table.Th>
                <Table.Th>{t('settings.security.ip')}</Table.Th>
                <Table.Th>{t('settings.security.lastSeen')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(sessions.data?.sessions ?? []).map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Text size="sm">
                      {s.device}{' '}
                      {s.current && (
                        <Badge size="xs" variant="light">
                          {t('settings.security.thisDevice')}
                        </Badge>
                      )}
                    </Text>
                  </Table.Td>
                  <Table.Td>{s.ip ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(s.lastSeenAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    {!s.current && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={revoke.isPending && revoke.variables === s.id}
                        onClick={() => revoke.mutate(s.id, { onError: failed })}
                      >
                        {t('settings.security.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={confirmAll}
        title={t('settings.security.signOutEverywhere')}
        text={t('settings.security.signOutEverywhereText')}
        confirmLabel={t('settings.security.signOutEverywhere')}
        loading={revokeAll.isPending}
        onCancel={() => setConfirmAll(false)}
        onConfirm={() => revokeAll.mutate(false, { onSuccess: () => window.location.assign('/login'), onError: failed })}
        testId="sign-out-everywhere"
      />
    </Stack>
  );
}
