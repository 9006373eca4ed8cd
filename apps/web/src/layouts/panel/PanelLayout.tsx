import '@mantine/core/styles.css';
import { Suspense } from 'react';
import { AppShell, Burger, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Logo';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { LanguageSwitcher } from '../../features/language/components/LanguageSwitcher';
import { NotificationBell } from '../../features/settings/components/NotificationBell';
import { PanelNavbar } from './PanelNavbar';
import { UserMenu } from './UserMenu';
import { ImpersonationBanner } from '../../features/admin/components/ImpersonationBanner';
import { VerifyEmailBanner } from '../../features/auth/components/VerifyEmailBanner';
import allTranslations from 'virtual:i18n/@all';
import { addTranslations } from '../../i18n';
import { loadHostBranding } from '../../lib/hostBranding';

// The panel and auth areas use most of the text: they load both whole trees (and Mantine's whole stylesheet) with their chunk.
addTranslations(allTranslations);
// a reseller's custom domain shows its brand (colours, font, logo) in the panel and on the sign-in pages
loadHostBranding();

// PanelLayout is the signed-in frame: header, sidebar (a burger drawer on mobile) and the page.
export function PanelLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggleMenu')} data-testid="panel-burger" />
            <Link to="/app/dashboard" aria-label={t('panel.nav.dashboard')} style={{ color: 'inherit', textDecoration: 'none' }}>
              <Logo size="md" />
            </Link>
            <Title order={1} fz="lg" fw={600} visibleFrom="md" c="dimmed" data-testid="panel-header-title">
              {t('panel.headerTitle')}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <NotificationBell />
            <LanguageSwitcher />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <PanelNavbar onNavigate={close} />
      <AppShell.Main>
        <ImpersonationBanner />
        <VerifyEmailBanner />
        <Suspense fallback={<FullPageLoader label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
