import { Alert, Badge, Card, Group, SimpleGrid, Stack, Switch, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { formatNumber, formatPercent } from '../../../ui/format';
import type { OAuthStats } from '../api/oauthApi';
import { useToggleProviderMutation } from '../hooks/useToggleProviderMutation';
import { METHOD_ICONS } from './providerMeta';

// ProvidersTab shows the six provider cards: switch (platform admin), users, conversion and scopes.
export function ProvidersTab({ stats }: { stats: OAuthStats }) {
  const { t, i18n } = useTranslation();
  const toggle = useToggleProviderMutation();
  return (
    <Stack gap="md">
      {!stats.canManageProviders && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          {t('oauth.providers.adminOnly')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {stats.providers.map((p) => {
          const Icon = METHOD_ICONS[p.id];
          return (
            <Card key={p.id} withBorder radius="md" padding="lg" data-testid={`provider-card-${p.id}`}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" size="lg" radius="md">
                      <Icon size={20} />
                    </ThemeIcon>
                    <div>
                      <Text fw={600}>{p.name}</Text>
                      <Badge size="xs" color={p.status === 'active' ? 'green' : 'gray'} variant="light">
                        {p.status === 'active' ? t('oauth.providers.active') : t('oauth.providers.inactive')}
                      </Badge>
                    </div>
                  </Group>
                  <Switch
                    checked={p.enabled}
                    disabled={!stats.canManageProviders || toggle.isPending}
                    aria-label={p.name}
                    data-testid={`provider-switch-${p.id}`}
                    onChange={(e) => {
                      const enabled = e.currentTarget.checked;
                      toggle.mutate(
                        { provider: p.id, enabled },
                        {
                          onSuccess: () =>
                            notifications.show({
                              color: 'green',
                              message: t(enabled ? 'oauth.providers.enabledToast' : 'oauth.providers.disabledToast', { provider: p.name }),
                            }),
                          onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, p.name) }),
                        },
                      );
                    }}
                  />
                </Group>
                <Group grow>
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('oauth.providers.users')}
                    </Text>
                    <Text fw={700} data-testid={`provider-users-${p.id}`}>
                      {formatNumber(p.users, i18n.language)}
                    </Text>
                  </div>
                  <Tooltip
                    label={p.started ? t('oauth.providers.conversionHint', { completed: p.completed, started: p.started }) : t('oauth.providers.noAttempts')}
                  >
                    <div>
                      <Text size="xs" c="dimmed">
                        {t('oauth.providers.conversion')}
                      </Text>
                      <Text fw={700}>{p.conversionRate === null ? '—' : formatPercent(p.conversionRate, i18n.language)}</Text>
                    </div>
                  </Tooltip>
                </Group>
                <div>
                  <Text size="xs" c="dimmed" mb={4}>
                    {t('oauth.providers.scopes')}
                  </Text>
                  <Group gap={4}>
                    {p.scopes.map((s) => (
                      <Badge key={s} variant="outline" size="sm" tt="none">
                        {s}
                      </Badge>
                    ))}
                  </Group>
                </div>
                {!p.configured && (
                  <Text size="xs" c="orange">
                    {t('oauth.providers.notConfigured')}
                  </Text>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
