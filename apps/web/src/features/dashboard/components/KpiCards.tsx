import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Group } from '@mantine/core';
import { IconAddressBook, IconMailOpened, IconSend, IconSpeakerphone, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../ui/format';
import type { RealtimeDashboard } from '../api/dashboardApi';

type Kpis = RealtimeDashboard['kpis'];

const CARDS = [
  { key: 'emailsSent', icon: IconSend, color: 'blue' },
  { key: 'contacts', icon: IconAddressBook, color: 'grape' },
  { key: 'campaigns', icon: IconSpeakerphone, color: 'orange' },
  { key: 'openRate', icon: IconMailOpened, color: 'teal' },
  { key: 'members', icon: IconUsers, color: 'cyan' },
] as const;

// KpiCards shows the workspace's real figures; the open rate reads '—' when nothing was sent.
export function KpiCards({ kpis }: { kpis: Kpis | undefined }) {
  const { t, i18n } = useTranslation();
  const display = (key: (typeof CARDS)[number]['key']): string => {
    if (!kpis) return '';
    if (key === 'openRate') return kpis.openRate === null ? '—' : formatPercent(kpis.openRate, i18n.language, { maxDigits: 1 });
    return formatNumber(kpis[key], i18n.language);
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
      {CARDS.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="md" data-testid={`kpi-${card.key}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t(`dashboard.kpis.${card.key}`)}
              </Text>
              {kpis ? (
                <Text fz={28} fw={800} data-testid={`kpi-${card.key}-value`}>
                  {display(card.key)}
                </Text>
              ) : (
                <Skeleton h={32} w={80} mt={6} />
              )}
            </div>
            <ThemeIcon variant="light" color={card.color} size="lg" radius="md">
              <card.icon size={20} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
