import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Checkbox, Code, Group, Modal, SimpleGrid, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { API_KEY_MODULES, API_KEY_RATE_DEFAULT, type ApiKey, type ApiKeyScope } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { ShownOnceModal } from '../../../ui/ShownOnceModal';
import { RotateSecretModal } from '../../../ui/RotateSecretModal';
import { formatDateTime } from '../../../ui/format';
import { useApiKeysQuery } from '../hooks/useApiKeysQuery';
import { useCreateApiKeyMutation } from '../hooks/useCreateApiKeyMutation';
import { useRevokeApiKeyMutation } from '../hooks/useRevokeApiKeyMutation';
import { useRotateApiKeyMutation } from '../hooks/useRotateApiKeyMutation';

const STATUS_COLORS: Record<ApiKey['status'], string> = { active: 'teal', expiring: 'yellow', expired: 'gray', revoked: 'red' };

// ApiKeysPanel lists the workspace's API keys and creates, rotates and revokes them.
export function ApiKeysPanel() {
  const { t, i18n } = useTranslation();
  const keys = useApiKeysQuery();
  const create = useCreateApiKeyMutation();
  const rotate = useRotateApiKeyMutation();
  const revoke = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['contacts:read']);
  const [expires, setExpires] = useState<string | null>(null);
  const [rate, setRate] = useState<number>(API_KEY_RATE_DEFAULT);
  const [token, setToken] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [rotating, setRotating] = useState<ApiKey | null>(null);

  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));
  const submit = () =>
    create.mutate(
      { name: name.trim(), scopes, rateLimitPerMinute: rate, expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null },
      {
        onSuccess: (res) => {
          setCreating(false);
          setName('');
          setToken(res.token);
        },
        onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.saveFailed')) }),
      },
    );

  const list = keys.data?.keys ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <div>
          <Text fw={600}>{t('settings.keys.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('settings.keys.text')}
          </Text>
        </div>
        <Button leftSection={<IconKey size={16} />} onClick={() => setCreating(true)} data-testid="api-key-new">
          {t('settings.keys.new')}
        </Button>
      </Group>
      {keys.isLoading ? (
        <Text size="sm" c="dimmed">
          {t('settings.loading')}
        </Text>
      ) : keys.isError ? (
        <Alert color="red">{serverErrorText(keys.error, t('settings.loadFailed'))}</Alert>
      ) : list.length === 0 ? (
        <EmptyState icon={<IconKey size={20} />} title={t('settings.keys.emptyTitle')} description={t('settings.keys.emptyText')} testId="api-keys-empty" />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped data-testid="api-keys-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.keys.name')}</Table.Th>
                <Table.Th>{t('settings.keys.prefix')}</Table.Th>
                <Table.Th>{t('settings.keys.scopes')}</Table.Th>
                <Table.Th>{t('settings.keys.lastUsed')}</Table.Th>
                <Table.Th>{t('settings.keys.expires')}</Table.Th>
                <Table.Th>{t('settings.keys.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((k) => (
                <Table.Tr key={k.id}>
                  <Table.Td>{k.name}</Table.Td>
                  <Table.Td>
                    <Code>{k.prefix}_…</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{k.scopes.join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{k.lastUsedAt ? `${formatDateTime(k.lastUsedAt, i18n.language)} · ${k.lastUsedIp ?? ''}` : t('settings.keys.never')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{k.expiresAt ? formatDateTime(k.expiresAt, i18n.language) : t('settings.keys.noExpiry')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[k.status]} variant="light">
                      {t(`settings.keys.statuses.${k.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {(k.status === 'active' || k.status === 'expiring') && (
                      <Group gap={4} wrap="nowrap">
                        {k.status === 'active' && (
                          <Tooltip label={t('settings.keys.rotate')}>
                            <ActionIcon variant="subtle" onClick={() => setRotating(k)} aria-label={t('settings.keys.rotate')}>
                              <IconRefresh size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        <Tooltip label={t('settings.keys.revoke')}>
                          <ActionIcon variant="subtle" color="red" onClick={() => setRevoking(k)} aria-label={t('settings.keys.revoke')}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Modal opened={creating} onClose={() => setCreating(false)} title={t('settings.keys.new')} size="lg" centered>
        <Stack>
          <TextInput
            label={t('settings.keys.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
            required
            data-testid="api-key-name"
          />
          <Text size="sm" fw={600}>
            {t('settings.keys.scopes')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            {API_KEY_MODULES.map((m) => (
              <Group key={m} gap="xs" wrap="nowrap">
                <Text size="sm" w={90}>
                  {t(`settings.keys.modules.${m}`)}
                </Text>
                {(['read', 'write'] as const).map((level) => {
                  const scope = `${m}:${level}` as ApiKeyScope;
                  return (
                    <Checkbox
                      key={level}
                      size="xs"
                      label={t(`settings.keys.${level}`)}
                      checked={scopes.includes(scope)}
                      onChange={(e) => toggle(scope, e.currentTarget.checked)}
                    />
                  );
                })}
              </Group>
            ))}
          </SimpleGrid>
          <Group grow>
            <TextInput
              type="date"
              label={t('settings.keys.expires')}
              description={t('settings.keys.noExpiry')}
              value={expires ?? ''}
              min={new Date().toISOString().slice(0, 10)}
              onChange={(e) => setExpires(e.currentTarget.value || null)}
            />
            <LocaleNumberInput
              label={t('settings.keys.rate')}
              value={rate}
              onChange={(v) => setRate(typeof v === 'number' && Number.isFinite(v) ? v : API_KEY_RATE_DEFAULT)}
              min={1}
              max={6000}
              decimalScale={0}
            />
          </Group>
          {scopes.length === 0 && (
            <Text size="xs" c="red">
              {t('settings.keys.pickScope')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCreating(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} loading={create.isPending} disabled={!name.trim() || scopes.length === 0} data-testid="api-key-create">
              {t('settings.keys.create')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <RotateSecretModal
        opened={rotating !== null}
        title={t('settings.keys.rotate')}
        text={t('settings.keys.rotateText')}
        overlapLabel={t('settings.keys.overlap')}
        hoursLabel={(h) => t('settings.keys.hours', { count: h })}
        confirmLabel={t('settings.keys.rotate')}
        loading={rotate.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={(overlapHours) =>
          rotating &&
          rotate.mutate(
            { id: rotating.id, overlapHours },
            {
              onSuccess: (res) => {
                setRotating(null);
                setToken(res.token);
              },
              onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.saveFailed')) }),
            },
          )
        }
      />

      <ConfirmModal
        opened={revoking !== null}
        title={t('settings.keys.revoke')}
        text={t('settings.keys.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('settings.keys.revoke')}
        loading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              notifications.show({ color: 'teal', message: t('settings.keys.revoked') });
            },
            onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.saveFailed')) }),
          })
        }
        testId="api-key-revoke"
      />
      <ShownOnceModal
        value={token}
        title={t('settings.keys.createdTitle')}
        warning={t('settings.keys.shownOnce')}
        copyLabel={t('settings.keys.copy')}
        doneLabel={t('settings.keys.done')}
        onClose={() => setToken(null)}
        testId="api-key-token"
      />
    </Stack>
  );
}
