import { AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/hooks/useAuth';
import { ADMIN_NAV, PANEL_NAV } from './panelNav';
import { ADMIN_SITE_NAV } from '../../features/adminSite/adminSiteNav';
import { useAdminSiteT } from '../../features/adminSite/adminSiteI18n';

// PanelNavbar is the sidebar of the signed-in layout; admins also get the admin section.
export function PanelNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isAdmin } = useAuth();
  const { t: siteT } = useAdminSiteT();
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`) || (to === '/app/dashboard' && pathname === '/dashboard');
  const link = (item: { to: string; icon: Icon }, label: string, testId: string) => (
    <NavLink
      key={item.to}
      component={Link}
      to={item.to}
      label={label}
      leftSection={<item.icon size={18} stroke={1.6} />}
      active={isActive(item.to)}
      aria-current={isActive(item.to) ? 'page' : undefined}
      onClick={onNavigate}
      data-testid={testId}
    />
  );

  return (
    <AppShell.Navbar p="sm" aria-label={t('panel.sidebarAria')}>
      <AppShell.Section grow component={ScrollArea}>
        {PANEL_NAV.map((item) => link(item, t(`panel.nav.${item.key}`), `nav-${item.key}`))}
        {isAdmin && (
          <>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="lg" mb={4} px="sm">
              {t('panel.nav.adminSection')}
            </Text>
            {ADMIN_NAV.map((item) => link(item, t(`panel.nav.${item.key}`), `nav-${item.key}`))}
            {ADMIN_SITE_NAV.map((item) => link(item, siteT(`nav.${item.key}`), `nav-admin-${item.key}`))}
          </>
        )}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
