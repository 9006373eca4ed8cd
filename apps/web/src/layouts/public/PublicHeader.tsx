import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Logo';
import { LanguageSwitcher } from '../../features/language/components/LanguageSwitcher';
import { CurrencyPicker } from '../../features/currency/components/CurrencyPicker';
import { useAuth } from '../../features/auth/hooks/useAuth';
import { PUBLIC_NAV, isActivePath } from './publicNav';

// PublicHeader is the shared header of the public site; below md it collapses into a burger menu.
export function PublicHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);

  const links = (vertical: boolean) =>
    PUBLIC_NAV.map((item) => {
      const active = isActivePath(item.to, pathname);
      return (
        <Button
          key={item.to}
          component={Link}
          to={item.to}
          onClick={close}
          variant={active ? 'light' : 'subtle'}
          color={active ? 'blue' : 'gray'}
          justify={vertical ? 'flex-start' : 'center'}
          fullWidth={vertical}
          aria-current={active ? 'page' : undefined}
          data-active={active || undefined}
        >
          {t(`nav.${item.key}`)}
        </Button>
      );
    });

  const account = (vertical: boolean) =>
    user ? (
      <Button component={Link} to="/app/dashboard" onClick={close} fullWidth={vertical} data-testid="header-panel-link">
        {t('nav.panel')}
      </Button>
    ) : (
      <>
        <Button component={Link} to="/login" variant="default" onClick={close} fullWidth={vertical} data-testid="header-login-link">
          {t('nav.login')}
        </Button>
        <Button component={Link} to="/register" onClick={close} fullWidth={vertical} data-testid="header-register-link">
          {t('nav.register')}
        </Button>
      </>
    );

  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)', position: 'sticky', top: 0, zIndex: 100, background: 'var(--mantine-color-body)' }}>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap">
          <Link to="/" aria-label={t('nav.homeAria')} style={{ color: 'inherit', textDecoration: 'none' }}>
            <Logo />
          </Link>
          <Group component="nav" gap={4} visibleFrom="md" aria-label={t('nav.mainAria')}>
            {links(false)}
          </Group>
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            <LanguageSwitcher />
            <CurrencyPicker />
            {account(false)}
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('nav.toggleMenu')} data-testid="public-burger" />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} hiddenFrom="md" size="xs" padding="md" title={<Logo size="md" />} position="right">
        <Stack gap="xs" component="nav" aria-label={t('nav.mainAria')}>
          {links(true)}
          <Divider my="xs" />
          <Group gap="xs">
            <LanguageSwitcher />
            <CurrencyPicker />
          </Group>
          <Divider my="xs" />
          {account(true)}
        </Stack>
      </Drawer>
    </Box>
  );
}
