import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatPercent } from '../../../ui/format';
import { useSiteStatsQuery } from '../hooks/useSiteStatsQuery';

const FIGURES = ['customers', 'emailsDelivered', 'countries', 'uptime'] as const;

// StatsStrip shows the platform's four real figures (customers, emails delivered, countries, uptime); hidden when they cannot be loaded.
export function StatsStrip({ title }: { title?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const stats = useSiteStatsQuery();
  if (stats.isError) return null;
  const value = (key: (typeof FIGURES)[number]): string => {
    const s = stats.data;
    if (!s) return '';
    if (key === 'uptime') return s.uptimePercent === null ? t('stats.notMeasured') : formatPercent(s.uptimePercent, i18n.language);
    return formatCompact(s[key], i18n.language);
  };
  return (
    <Stack gap="md" data-testid="stats-strip">
      {title}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {FIGURES.map((key) => (
          <Paper key={key} withBorder radius="md" p="lg" ta="center" data-testid={`stat-${key}`}>
            {stats.isPending ? (
              <Skeleton h={34} w="60%" mx="auto" mb={6} />
            ) : (
              <Text fz={30} fw={800} lh={1.15} c="blue.9">
                {value(key)}
              </Text>
            )}
            <Text size="sm" c="dimmed" mt={4}>
              {t(`stats.${key}`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" ta="center">
        {t('stats.note')}
      </Text>
    </Stack>
  );
}
