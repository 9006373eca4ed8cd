import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFingerprint } from '@tabler/icons-react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '../api/oauthApi';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatDate } from '../../../ui/format';
import { usePasskeysQuery } from '../hooks/usePasskeysQuery';
import { useRegisterPasskeyMutation } from '../hooks/useRegisterPasskeyMutation';
import { useRenamePasskeyMutation } from '../hooks/useRenamePasskeyMutation';
import { useRemovePasskeyMutation } from '../hooks/useRemovePasskeyMutation';
import { RecoveryCodes } from './RecoveryCodes';

// PasskeysPanel lists the user's passkeys and adds, renames and removes them. The first second factor also shows the
// recovery codes it issued, once.
export function PasskeysPanel() {
  const { t, i18n } = useTranslation();
  const list = usePasskeysQuery();
  const register = useRegisterPasskeyMutation();
  const rename = useRenamePasskeyMutation();
  const remove = useRemovePasskeyMutation();
  const [name, setName] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = browserSupportsWebAuthn();
  const failed = (fallback: string) => (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, fallback) });

  const add = () =>
    register.mutate(name.trim() || undefined, {
      onSuccess: (r) => {
        setName('');
        notifications.show({ color: 'green', message: t('oauth.passkeys.added') });
        if (r.recoveryCodes) setCodes(r.recoveryCodes);
      },
      // the browser's own dialog was closed or timed out: say it plainly, not as a server error
      onError: failed(t('oauth.passkeys.addFailed')),
    });

  return (
    <div data-testid="passkeys-panel">
      <Group gap="xs" mb={4}>
        <IconFingerprint size={18} />
        <Text fw={600}>{t('oauth.passkeys.title')}</Text>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('oauth.passkeys.text')}
      </Text>
      {list.isPending ? (
        <Skeleton h={36} />
      ) : list.data && !list.data.available ? (
        <Alert color="gray" data-testid="passkeys-unavailable">
          {t('oauth.passkeys.unavailable')}
        </Alert>
      ) : (
        <Stack gap="xs">
          {list.data?.passkeys.length ? (
            list.data.passkeys.map((p) => (
              <Group key={p.id} justify="space-between" wrap="nowrap" data-testid="passkey-row">
                <div>
                  <Group gap={6}>
                    <Text size="sm" fw={500}>
                      {p.name}
                    </Text>
                    {p.deviceType === 'multiDevice' && (
                      <Badge size="xs" variant="light">
                        {t('oauth.passkeys.synced')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('oauth.passkeys.created', { date: formatDate(p.createdAt, i18n.language) })} ·{' '}
                    {p.lastUsedAt ? t('oauth.passkeys.lastUsed', { date: formatDate(p.lastUsedAt, i18n.language) }) : t('oauth.passkeys.neverUsed')}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="subtle" onClick={() => setRenaming({ id: p.id, name: p.name })}>
                    {t('oauth.passkeys.rename')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(p)} data-testid="passkey-remove">
                    {t('oauth.passkeys.remove')}
                  </Button>
                </Group>
              </Group>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t('oauth.passkeys.empty')}
            </Text>
          )}
          {supported ? (
            <Group align="flex-end" mt="xs">
              <TextInput
                label={t('oauth.passkeys.name')}
                placeholder={t('oauth.passkeys.namePlaceholder')}
                value={name}
                maxLength={60}
                onChange={(e) => setName(e.currentTarget.value)}
                w={240}
                data-testid="passkey-name"
              />
              <Button variant="light" leftSection={<IconFingerprint size={16} />} loading={register.isPending} onClick={add} data-testid="passkey-add">
                {t('oauth.passkeys.add')}
              </Button>
            </Group>
          ) : (
            <Alert color="yellow">{t('oauth.passkeys.unsupported')}</Alert>
          )}
        </Stack>
      )}

      <Modal opened={codes !== null} onClose={() => setCodes(null)} withCloseButton={false} closeOnClickOutside={false} centered>
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      </Modal>

      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title={t('oauth.passkeys.rename')} centered>
        {renaming && (
          <Stack gap="sm">
            <TextInput
              label={t('oauth.passkeys.name')}
              value={renaming.name}
              maxLength={60}
              onChange={(e) => setRenaming({ ...renaming, name: e.currentTarget.value })}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRenaming(null)}>
                {t('oauth.passkeys.cancel')}
              </Button>
              <Button
                disabled={!renaming.name.trim()}
                loading={rename.isPending}
                onClick={() =>
                  rename.mutate(
                    { id: renaming.id, name: renaming.name.trim() },
                    {
                      onSuccess: () => {
                        setRenaming(null);
                        notifications.show({ color: 'green', message: t('oauth.passkeys.renamed') });
                      },
                      onError: failed(t('oauth.passkeys.rename')),
                    },
                  )
                }
              >
                {t('oauth.passkeys.save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <ConfirmModal
        opened={removing !== null}
        title={removing ? t('oauth.passkeys.removeTitle', { name: removing.name }) : ''}
        text={t('oauth.passkeys.removeText')}
        confirmLabel={t('oauth.passkeys.remove')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => notifications.show({ color: 'green', message: t('oauth.passkeys.removed') }),
            onError: failed(t('oauth.passkeys.remove')),
            onSettled: () => setRemoving(null),
          })
        }
        testId="passkey-remove"
      />
    </div>
  );
}
