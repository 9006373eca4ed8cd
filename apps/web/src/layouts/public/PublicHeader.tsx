import { Box, Burger, Button, Container, Divider, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Logo';
import { LanguageSwitcher } from '../../features/language/components/LanguageSwitcher';
import { CurrencyPicker } from '../../features/currency/components/CurrencyPicker';
import { useAuth } from '../../features/auth/hooks/useAuth';
import { LANDING_ANCHORS, PUBLIC_NAV, isActivePath } from './publicNav';

const MENU_ID = 'public-menu';

// PublicHeader is the shared header of the public site: on the landing page its links go to the page's sections,
// elsewhere to the six main pages with the current one highlighted; below lg it collapses into a menu.
export function PublicHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);
  const landing = pathname === '/';

  const links = (vertical: boolean) =>
    landing
      ? LANDING_ANCHORS.map((item) => (
          <Button
            key={item.href}
            component="a"
            href={item.href}
            onClick={close}
            variant="subtle"
            color="dark"
            size={vertical ? 'md' : 'compact-md'}
            justify={vertical ? 'flex-start' : 'center'}
            fullWidth={vertical}
            data-testid={`header-anchor-${item.key}`}
          >
            {t(`nav.${item.key}`)}
          </Button>
        ))
      : PUBLIC_NAV.map((item) => {
          const active = isActivePath(item.to, pathname);
          return (
            <Button
              key={item.to}
              component={Link}
              to={item.to}
              onClick={close}
              variant={active ? 'light' : 'subtle'}
              color={active ? 'blue' : 'dark'}
              size={vertical ? 'md' : 'compact-md'}
              justify={vertical ? 'flex-start' : 'center'}
              fullWidth={vertical}
              aria-current={active ? 'page' : undefined}
              data-active={active || undefined}
              data-testid={`header-link-${item.key}`}
            >
              {t(`nav.${item.key}`)}
            </Button>
          );
        });

  const account = (vertical: boolean) =>
    user ? (
      <Button component={Link} to="/app/dashboard" onClick={close} fullWidth={vertical} size={vertical ? 'md' : 'sm'} data-testid="header-panel-link">
        {t('nav.panel')}
      </Button>
    ) : (
      <>
        <Button
          component={Link}
          to="/login"
          variant="default"
          onClick={close}
          fullWidth={vertical}
          size={vertical ? 'md' : 'sm'}
          px={vertical ? undefined : 'sm'}
          data-testid="header-login-link"
        >
          {t('nav.login')}
        </Button>
        {/* Between lg and xl the six page links leave no room for the register button; it stays in the hero and the menu. */}
        <Button
          component={Link}
          to="/register"
          onClick={close}
          fullWidth={vertical}
          size={vertical ? 'md' : 'sm'}
          px={vertical ? undefined : 'sm'}
          visibleFrom={vertical || landing ? undefined : 'xl'}
          data-testid="header-register-link"
        >
          {t('nav.register')}
        </Button>
      </>
    );

  return (
    <Box
      component="header"
      py="sm"
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: 'var(--mantine-color-body)',
      }}
      data-testid="public-header"
    >
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap">
          <Link to="/" aria-label={t('nav.homeAria')} style={{ color: 'inherit', textDecoration: 'none' }}>
            <Logo />
          </Link>
          <Group component="nav" gap={2} visibleFrom="lg" wrap="nowrap" aria-label={t('nav.mainAria')}>
            {links(false)}
          </Group>
          <Group gap={8} visibleFrom="lg" wrap="nowrap">
            <LanguageSwitcher />
            <CurrencyPicker />
            {account(false)}
          </Group>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="lg"
            aria-label={t('nav.toggleMenu')}
            aria-expanded={opened}
            aria-controls={MENU_ID}
            data-testid="public-burger"
          />
        </Group>
        {opened && (
          <Stack gap="xs" py="md" hiddenFrom="lg" id={MENU_ID} data-testid="public-menu">
            <Stack gap={4} component="nav" aria-label={t('nav.mainAria')}>
              {links(true)}
            </Stack>
            <Divider />
            <Group gap="xs">
              <LanguageSwitcher />
              <CurrencyPicker />
            </Group>
            <Divider />
            {account(true)}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
