import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Logo';
import { useSiteSettingsQuery } from '../../features/site/hooks/useSiteSettingsQuery';
import { FOOTER_SECTIONS } from './publicNav';

// PublicFooter lists the company, product, support and legal pages with the address, email and phone the admin set.
export function PublicFooter() {
  const { t } = useTranslation();
  const settings = useSiteSettingsQuery().data;
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      py="xl"
      mt="xl"
      className="ulak-deferred"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="public-footer"
    >
      <Container size="xl">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xl">
          <Stack gap="xs">
            <Logo size="md" />
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
            <Stack gap={6} component="address" style={{ fontStyle: 'normal' }} data-testid="footer-contact">
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm" c="dimmed">
                  {settings?.address || t('footer.address')}
                </Text>
              </Group>
              {settings?.supportEmail && (
                <Group gap={6} wrap="nowrap">
                  <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Anchor href={`mailto:${settings.supportEmail}`} size="sm" c="dimmed" data-testid="footer-email">
                    {settings.supportEmail}
                  </Anchor>
                </Group>
              )}
              {settings?.phone && (
                <Group gap={6} wrap="nowrap">
                  <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Anchor href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} size="sm" c="dimmed" data-testid="footer-phone">
                    {settings.phone}
                  </Anchor>
                </Group>
              )}
            </Stack>
          </Stack>
          {FOOTER_SECTIONS.map((section) => (
            <Stack key={section.key} gap={6} component="nav" aria-label={t(`footer.sections.${section.key}`)}>
              <Text component="h2" fw={700} size="sm">
                {t(`footer.sections.${section.key}`)}
              </Text>
              {section.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                  {t(`footer.links.${link.key}`)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xl">
          {t('footer.copyright', { year })}
        </Text>
      </Container>
    </Box>
  );
}
