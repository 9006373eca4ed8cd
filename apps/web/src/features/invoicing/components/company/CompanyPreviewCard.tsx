import { Box, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { name: string; tagline: string; logoUrl: string; primaryColor: string; secondaryColor: string; accentColor: string; website: string };

const hex = (v: string, fallback: string) => (/^#[0-9A-Fa-f]{6}$/.test(v) ? v : fallback);

// CompanyPreviewCard previews the brand as it is being edited: logo, name, colours and tagline.
export function CompanyPreviewCard({ name, tagline, logoUrl, primaryColor, secondaryColor, accentColor, website }: Props) {
  const { t } = useTranslation();
  const primary = hex(primaryColor, '#1D4ED8');
  const secondary = hex(secondaryColor, '#0F172A');
  const accent = hex(accentColor, '#F59E0B');
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden', position: 'sticky', top: 80 }} data-testid="company-preview">
      <Box bg={secondary} p="md">
        <Text size="xs" c="white" tt="uppercase" fw={700} opacity={0.8}>
          {t('companySettings.preview.title')}
        </Text>
      </Box>
      <Box h={6} bg={primary} data-testid="company-preview-primary" />
      <Stack gap="sm" p="md">
        <Group gap="sm" wrap="nowrap">
          {logoUrl ? (
            <Image src={logoUrl} alt={t('companySettings.logo.alt')} h={48} w="auto" fit="contain" data-testid="company-preview-logo" />
          ) : (
            <Box w={48} h={48} bg={primary} style={{ borderRadius: 8, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Text c="white" fw={800}>
                {(name || t('companySettings.preview.placeholderName')).slice(0, 1).toUpperCase()}
              </Text>
            </Box>
          )}
          <div>
            <Title order={4} style={{ color: secondary }} data-testid="company-preview-name">
              {name || t('companySettings.preview.placeholderName')}
            </Title>
            {website && (
              <Text size="xs" c="dimmed">
                {website}
              </Text>
            )}
          </div>
        </Group>
        <Text size="sm" c={tagline ? undefined : 'dimmed'} fs={tagline ? undefined : 'italic'} data-testid="company-preview-tagline">
          {tagline || t('companySettings.preview.placeholderTagline')}
        </Text>
        <Group gap="xs">
          <Button size="xs" style={{ backgroundColor: primary }}>
            {t('companySettings.preview.button')}
          </Button>
          <Button size="xs" variant="outline" style={{ borderColor: accent, color: accent }}>
            {t('companySettings.preview.button')}
          </Button>
        </Group>
        <Group gap={4}>
          {[primary, secondary, accent].map((c, i) => (
            <Box key={i} w={28} h={12} bg={c} style={{ borderRadius: 3 }} />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
