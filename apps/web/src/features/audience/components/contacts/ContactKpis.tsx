import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconMailOff, IconMoodSad, IconUserCheck, IconUserQuestion, IconUsers, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../ui/format';
import { useContactStatsQuery } from '../../hooks/useContactStatsQuery';

const CARDS = [
  { key: 'total', icon: IconUsers, color: 'blue' },
  { key: 'subscribed', icon: IconUserCheck, color: 'teal' },
  { key: 'non_subscribed', icon: IconUserQuestion, color: 'yellow' },
  { key: 'unsubscribed', icon: IconUserX, color: 'gray' },
  { key: 'bounced', icon: IconMailOff, color: 'orange' },
  { key: 'complained', icon: IconMoodSad, color: 'red' },
] as const;

// ContactKpis is the strip of real totals above the contacts table: all contacts and each status.
export function ContactKpis() {
  const { t, i18n } = useTranslation();
  const stats = useContactStatsQuery();
  const value = (key: (typeof CARDS)[number]['key']) => (key === 'total' ? stats.data?.total : stats.data?.byStatus[key]) ?? 0;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} data-testid="contact-kpis">
      {CARDS.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="sm" data-testid={`contact-kpi-${card.key}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t(`audience.kpi.${card.key}`)}
              </Text>
              {stats.data ? (
                <Text fz={24} fw={800} data-testid={`contact-kpi-${card.key}-value`}>
                  {formatNumber(value(card.key), i18n.language)}
                </Text>
              ) : stats.isError ? (
                <Text fz={24} fw={800} c="dimmed">
                  —
                </Text>
              ) : (
                <Skeleton h={28} w={60} mt={6} />
              )}
            </div>
            <ThemeIcon variant="light" color={card.color} size="md" radius="md">
              <card.icon size={16} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
