import { ActionIcon, Popover, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// NotificationsButton opens the notification list; nothing produces notifications yet, so it says so.
export function NotificationsButton() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('panel.notifications.open')} data-testid="notifications-button">
          <IconBell size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="notifications-panel">
        <Stack align="center" gap={6} py="sm" ta="center">
          <ThemeIcon variant="light" radius="xl" size="lg" color="gray">
            <IconBellOff size={18} />
          </ThemeIcon>
          <Text fw={600} size="sm">
            {t('panel.notifications.emptyTitle')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('panel.notifications.emptyText')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
