import { useState } from 'react';
import { ActionIcon, Button, Card, Code, CopyButton, Group, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ChannelView } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { QueryError } from '../../../ui/QueryError';
import { formatDateTime } from '../../../ui/format';
import { useChannelsQuery } from '../hooks/useChannelsQuery';
import { useDisconnectChannelMutation } from '../hooks/useDisconnectChannelMutation';
import { usePushSnippetQuery } from '../hooks/usePushSnippetQuery';
import { useTestChannelMutation } from '../hooks/useTestChannelMutation';
import { ChannelConfigModal } from './ChannelConfigModal';
import { ChannelStateBadge } from './ChannelStateBadge';
import { reasonText } from './reason';

// useChannelActions is the test / disconnect behaviour shared by the channel cards and the integrations panel.
export function useChannelActions() {
  const { t, i18n } = useTranslation();
  const test = useTestChannelMutation();
  const disconnect = useDisconnectChannelMutation();
  const [editing, setEditing] = useState<ChannelView | null>(null);
  const [removing, setRemoving] = useState<ChannelView | null>(null);
  const runTest = (c: ChannelView) =>
    test.mutate(c.channel, {
      onSuccess: (view) =>
        notifications.show(
          view.state === 'connected'
            ? { color: 'green', message: t('channels.notify.testOk') }
            : { color: 'red', message: t('channels.notify.testFailed', { reason: reasonText(view.error, i18n.language) }) },
        ),
      onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('channels.notify.failed')) }),
    });
  const dialogs = (
    <>
      <ChannelConfigModal channel={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={removing !== null}
        title={t('channels.confirm.disconnectTitle', { channel: removing ? t(`channels.kind.${removing.channel}`) : '' })}
        text={t('channels.confirm.disconnectText')}
        confirmLabel={t('channels.card.disconnect')}
        loading={disconnect.isPending}
        onCancel={() => setRemoving(null)}
        testId="channel-disconnect"
        onConfirm={() =>
          removing &&
          disconnect.mutate(removing.channel, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('channels.notify.disconnected') });
              setRemoving(null);
            },
            onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('channels.notify.failed')) }),
          })
        }
      />
    </>
  );
  return { edit: setEditing, remove: setRemoving, runTest, testing: test.isPending ? test.variables : undefined, dialogs };
}

// PushSnippet shows the script tag a workspace adds to its site to collect push subscriptions.
function PushSnippet() {
  const { t } = useTranslation();
  const query = usePushSnippetQuery(true);
  if (!query.data) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600}>
        {t('channels.card.snippet')}
      </Text>
      <Code block data-testid="push-snippet">
        {query.data.snippet}
      </Code>
    </Stack>
  );
}

// ChannelCards shows each channel with its state, the reason of an error, the URLs to give the provider, and its actions.
export function ChannelCards() {
  const { t, i18n } = useTranslation();
  const query = useChannelsQuery();
  const actions = useChannelActions();
  if (query.isError) return <QueryError error={query.error} fallback={t('channels.loadFailed')} onRetry={() => query.refetch()} testId="channels-error" />;
  if (!query.data)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={160} />
        ))}
      </SimpleGrid>
    );
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {query.data.map((c) => (
          <Card key={c.channel} withBorder radius="md" data-testid={`channel-card-${c.channel}`}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{t(`channels.kind.${c.channel}`)}</Text>
                <ChannelStateBadge state={c.state} testId={`channel-state-${c.channel}`} />
              </Group>
              {c.state === 'available' && (
                <Text size="sm" c="dimmed">
                  {t('channels.card.notConfigured')}
                </Text>
              )}
              {c.error && (
                <Text size="sm" c="red" data-testid={`channel-error-${c.channel}`}>
                  {reasonText(c.error, i18n.language)}
                </Text>
              )}
              {c.lastTestedAt && (
                <Text size="xs" c="dimmed">
                  {t('channels.card.lastTested', { when: formatDateTime(c.lastTestedAt, i18n.language) })}
                </Text>
              )}
              {c.endpoints.length > 0 && (
                <Stack gap={4}>
                  <Text size="xs" fw={600}>
                    {t('channels.card.endpoints')}
                  </Text>
                  {c.endpoints.map((e) => (
                    <Group key={e.name} gap={4} wrap="nowrap">
                      <Text size="xs" c="dimmed" w={170} style={{ flexShrink: 0 }}>
                        {t(`channels.endpoint.${e.name}` as 'channels.endpoint.webhookUrl')}
                      </Text>
                      <Text size="xs" ff="monospace" truncate="end" style={{ flex: 1 }} data-testid={`channel-endpoint-${c.channel}-${e.name}`}>
                        {e.value}
                      </Text>
                      <CopyButton value={e.value}>
                        {({ copied, copy }) => (
                          <Tooltip label={copied ? t('channels.card.copied') : t('channels.card.copy')}>
                            <ActionIcon size="sm" variant="subtle" onClick={copy} aria-label={t('channels.card.copy')}>
                              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </CopyButton>
                    </Group>
                  ))}
                </Stack>
              )}
              {c.channel === 'push' && c.state !== 'available' && <PushSnippet />}
              <Group gap="xs" mt="xs">
                <Button size="xs" onClick={() => actions.edit(c)} data-testid={`channel-configure-${c.channel}`}>
                  {c.state === 'available' ? t('channels.card.configure') : t('channels.card.edit')}
                </Button>
                {c.state !== 'available' && (
                  <>
                    <Button
                      size="xs"
                      variant="default"
                      loading={actions.testing === c.channel}
                      onClick={() => actions.runTest(c)}
                      data-testid={`channel-test-${c.channel}`}
                    >
                      {t('channels.card.test')}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => actions.remove(c)} data-testid={`channel-disconnect-${c.channel}`}>
                      {t('channels.card.disconnect')}
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {actions.dialogs}
    </>
  );
}
