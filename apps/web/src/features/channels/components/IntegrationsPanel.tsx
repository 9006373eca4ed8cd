import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ChannelView, Integration } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { QueryError } from '../../../ui/QueryError';
import { useChannelsQuery } from '../hooks/useChannelsQuery';
import { useIntegrationsQuery } from '../hooks/useIntegrationsQuery';
import { useChannelActions } from './ChannelCards';
import { ChannelStateBadge } from './ChannelStateBadge';
import { reasonText } from './reason';

// IntegrationsPanel lists the channel integrations (seed 001 §3 Settings integration: name, description, status,
// category) with Connect / Disconnect; the settings screen embeds it in its Integrations tab.
export function IntegrationsPanel() {
  const { t, i18n } = useTranslation();
  const integrations = useIntegrationsQuery();
  const channels = useChannelsQuery();
  const actions = useChannelActions();
  if (integrations.isError)
    return (
      <QueryError
        error={integrations.error}
        fallback={t('channels.integrations.loadFailed')}
        onRetry={() => integrations.refetch()}
        testId="integrations-error"
      />
    );
  if (!integrations.data || !channels.data) return <Skeleton h={240} />;
  const viewOf = (i: Integration): ChannelView | undefined => channels.data.find((c) => c.channel === i.id);
  return (
    <Stack gap="sm" data-testid="integrations-panel">
      {integrations.data.map((i) => {
        const view = viewOf(i);
        return (
          <Paper key={i.id} withBorder radius="md" p="md" data-testid={`integration-${i.id}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} style={{ flex: 1 }}>
                <Group gap="xs">
                  <Text fw={600}>{i.name}</Text>
                  <Badge variant="outline" size="sm">
                    {t(`channels.category.${i.category}`)}
                  </Badge>
                  <ChannelStateBadge state={i.status} testId={`integration-status-${i.id}`} />
                </Group>
                <Text size="sm" c="dimmed">
                  {i.description}
                </Text>
                {i.error && (
                  <Text size="sm" c="red">
                    {reasonText(i.error, i18n.language)}
                  </Text>
                )}
              </Stack>
              {view && (
                <Group gap="xs" wrap="nowrap">
                  {i.status === 'available' ? (
                    <Button size="xs" onClick={() => actions.edit(view)} data-testid={`integration-connect-${i.id}`}>
                      {t('channels.card.connect')}
                    </Button>
                  ) : (
                    <>
                      <Button size="xs" variant="default" onClick={() => actions.edit(view)}>
                        {t('channels.card.edit')}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => actions.remove(view)} data-testid={`integration-disconnect-${i.id}`}>
                        {t('channels.card.disconnect')}
                      </Button>
                    </>
                  )}
                </Group>
              )}
            </Group>
          </Paper>
        );
      })}
      {actions.dialogs}
    </Stack>
  );
}
