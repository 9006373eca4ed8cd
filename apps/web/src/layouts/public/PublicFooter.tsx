import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Logo';
import { FOOTER_SECTIONS } from './publicNav';

// PublicFooter lists the company, product, support and legal pages and the registered office.
export function PublicFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid="public-footer">
      <Container size="xl">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xl">
          <Stack gap="xs">
            <Logo size="md" />
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} />
              <Text size="sm" c="dimmed">
                {t('footer.address')}
              </Text>
            </Group>
          </Stack>
          {FOOTER_SECTIONS.map((section) => (
            <Stack key={section.key} gap={6} component="nav" aria-label={t(`footer.sections.${section.key}`)}>
              <Text fw={700} size="sm">
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
