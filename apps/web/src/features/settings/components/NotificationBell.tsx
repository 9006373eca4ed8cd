import { ActionIcon, Anchor, Badge, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { formatDateTime } from '../../../ui/format';
import { useRememberedLook } from '../appearance';
import { useNotificationsQuery } from '../hooks/useNotificationsQuery';
import { useAppearanceQuery } from '../hooks/useAppearanceQuery';
import { useMarkNotificationsReadMutation } from '../hooks/useMarkNotificationsReadMutation';

// NotificationBell is the header's notification button: real in-app notifications, the unread count, mark-as-read.
// Always mounted in the panel, it also applies the user's remembered appearance.
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  useRememberedLook(useAppearanceQuery().data?.appearance);
  const list = useNotificationsQuery(1, 10);
  const mark = useMarkNotificationsReadMutation();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];
  return (
    <Popover position="bottom-end" width={340} shadow="md" withArrow>
      <Popover.Target>
        <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="red" offset={4}>
          <ActionIcon variant="default" size="lg" aria-label={t('settings.bell.open')} data-testid="notifications-button">
            <IconBell size={18} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown data-testid="notifications-panel" p="xs">
        <Group justify="space-between" mb="xs">
          <Text fw={600} size="sm">
            {t('settings.bell.title')}
          </Text>
          {unread > 0 && (
            <Button size="compact-xs" variant="subtle" loading={mark.isPending} onClick={() => mark.mutate({ all: true })} data-testid="notifications-read-all">
              {t('settings.bell.readAll')}
            </Button>
          )}
        </Group>
        {items.length === 0 ? (
          <Stack align="center" gap={6} py="sm" ta="center">
            <ThemeIcon variant="light" radius="xl" size="lg" color="gray">
              <IconBellOff size={18} />
            </ThemeIcon>
            <Text fw={600} size="sm">
              {t('settings.bell.emptyTitle')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('settings.bell.emptyText')}
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={4}>
              {items.map((n) => (
                <UnstyledButton
                  key={n.id}
                  p={6}
                  style={{ borderRadius: 6, background: n.readAt ? undefined : 'var(--mantine-color-blue-light)' }}
                  onClick={() => !n.readAt && mark.mutate({ ids: [n.id] })}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text size="sm" fw={n.readAt ? 400 : 600}>
                      {n.title}
                    </Text>
                    {!n.readAt && <Badge size="xs">{t('settings.bell.new')}</Badge>}
                  </Group>
                  {n.body && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {n.body}
                    </Text>
                  )}
                  <Group justify="space-between">
                    <Text size="xs" c="dimmed">
                      {formatDateTime(n.createdAt, i18n.language)}
                    </Text>
                    {n.link?.startsWith('/') && (
                      <Anchor component={Link} to={n.link} size="xs">
                        {t('settings.bell.open')}
                      </Anchor>
                    )}
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Anchor component={Link} to="/app/settings?tab=notifications" size="xs" mt="xs" display="block" ta="center">
          {t('settings.bell.preferences')}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
