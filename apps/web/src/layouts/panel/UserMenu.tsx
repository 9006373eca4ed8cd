import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconChevronDown, IconCreditCard, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@ulak/shared';
import { useAuth } from '../../features/auth/hooks/useAuth';
import { useLogoutMutation } from '../../features/auth/hooks/useLogoutMutation';
import { useAvatarQuery } from '../../features/settings/hooks/useAvatarQuery';

// userInitials is the first letters of first and last name, 'U' when both are empty.
export function userInitials(user: Pick<User, 'firstName' | 'lastName'> | null): string {
  const initials = `${user?.firstName?.trim().charAt(0) ?? ''}${user?.lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
  return initials || 'U';
}

// userFullName is "first last", or null when both are empty (callers show the 'User' fallback).
export function userFullName(user: Pick<User, 'firstName' | 'lastName'> | null): string | null {
  const name = `${user?.firstName?.trim() ?? ''} ${user?.lastName?.trim() ?? ''}`.trim();
  return name || null;
}

// UserMenu shows the signed-in user and the My Account menu: profile, billing, settings, log out.
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const avatarUrl = useAvatarQuery().data?.avatarUrl ?? null;
  const name = userFullName(user) ?? t('panel.userFallback');

  const signOut = () => {
    logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu-button" aria-label={t('panel.userMenu.open')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={avatarUrl} alt={name} color="blue" radius="xl" size={34} data-testid="user-initials">
              {userInitials(user)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" data-testid="user-full-name" maw={180} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('panel.userMenu.myAccount')}</Menu.Label>
        <Menu.Item component={Link} to="/app/profile" leftSection={<IconUser size={16} />} data-testid="menu-profile">
          {t('panel.userMenu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/app/customer?tab=billing" leftSection={<IconCreditCard size={16} />} data-testid="menu-billing">
          {t('panel.userMenu.billing')}
        </Menu.Item>
        <Menu.Item component={Link} to="/company-settings" leftSection={<IconBuilding size={16} />} data-testid="menu-company">
          {t('panel.userMenu.company')}
        </Menu.Item>
        <Menu.Item component={Link} to="/app/settings" leftSection={<IconSettings size={16} />} data-testid="menu-settings">
          {t('panel.userMenu.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut} disabled={logout.isPending} data-testid="logout-item">
          {t('panel.userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
