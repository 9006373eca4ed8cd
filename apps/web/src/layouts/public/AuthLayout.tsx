import '@mantine/core/styles.css';
import { Box, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Logo';
import { LanguageSwitcher } from '../../features/language/components/LanguageSwitcher';
import allTranslations from 'virtual:i18n/@all';
import { addTranslations } from '../../i18n';
import { loadHostBranding } from '../../lib/hostBranding';

// The panel and auth areas use most of the text: they load both whole trees (and Mantine's whole stylesheet) with their chunk.
addTranslations(allTranslations);
// a reseller's custom domain shows its brand (colours, font, logo) in the panel and on the sign-in pages
loadHostBranding();

// AuthLayout is the light frame of sign-in, registration and password reset: logo home link and language switch.
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-light)">
      <Container size="xl" py="md">
        <Group justify="space-between">
          <Link to="/" aria-label={t('nav.homeAria')} style={{ color: 'inherit', textDecoration: 'none' }}>
            <Logo />
          </Link>
          <LanguageSwitcher />
        </Group>
      </Container>
      <Box component="main" pb="xl">
        <Outlet />
      </Box>
    </Box>
  );
}
