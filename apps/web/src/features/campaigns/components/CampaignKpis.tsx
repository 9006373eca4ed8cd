import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconClick, IconMailOpened, IconSend, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../ui/format';
import type { CampaignAnalytics } from '../api/campaignsApi';

const CARDS = [
  { key: 'campaigns', icon: IconSpeakerphone, color: 'orange' },
  { key: 'sent', icon: IconSend, color: 'blue' },
  { key: 'openRate', icon: IconMailOpened, color: 'teal' },
  { key: 'clickRate', icon: IconClick, color: 'grape' },
  { key: 'failed', icon: IconAlertTriangle, color: 'red' },
] as const;
type CardKey = (typeof CARDS)[number]['key'];

// CampaignKpis shows the workspace's real campaign totals; the rates read '—' while nothing was sent.
export function CampaignKpis({ analytics }: { analytics: CampaignAnalytics | undefined }) {
  const { t, i18n } = useTranslation();
  const value = (key: CardKey): string => {
    if (!analytics) return '';
    const n = (v: number) => formatNumber(v, i18n.language);
    if (key === 'openRate' || key === 'clickRate') return analytics.sent === 0 ? '—' : formatPercent(analytics[key], i18n.language);
    return n(analytics[key]);
  };
  const hint = (key: CardKey): string | null => {
    if (!analytics) return null;
    const n = (v: number) => formatNumber(v, i18n.language);
    if (key === 'openRate') return t('campaigns.kpis.openedCount', { num: n(analytics.opened) });
    if (key === 'clickRate') return t('campaigns.kpis.clickedCount', { num: n(analytics.clicked) });
    return null;
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
      {CARDS.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="md" data-testid={`campaign-kpi-${card.key}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t(`campaigns.kpis.${card.key}`)}
              </Text>
              {analytics ? (
                <Text fz={28} fw={800} data-testid={`campaign-kpi-${card.key}-value`}>
                  {value(card.key)}
                </Text>
              ) : (
                <Skeleton h={32} w={80} mt={6} />
              )}
              {hint(card.key) && (
                <Text size="xs" c="dimmed">
                  {hint(card.key)}
                </Text>
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
