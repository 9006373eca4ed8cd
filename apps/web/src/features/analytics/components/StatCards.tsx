import { Anchor, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconCash, IconClick, IconMailCheck, IconMailOpened, IconSend, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STAT_CARDS, type Comprehensive, type DrilldownFigure } from '@ulak/shared/analytics';
import { formatNumber } from '../../../ui/format';
import type { DrilldownTarget } from '../api/analyticsApi';
import { money, rate, signedChange } from './format';

const ICONS = {
  sent: IconSend,
  deliveryRate: IconMailCheck,
  humanOpenRate: IconMailOpened,
  clickRate: IconClick,
  conversions: IconShoppingCart,
  revenue: IconCash,
} as const;
/** The list behind each card: the deliveries sent, the bounces behind the delivery rate, the first human opens and clicks, the purchases. */
const DRILL = {
  sent: 'sent',
  deliveryRate: 'bounced',
  humanOpenRate: 'opened',
  clickRate: 'clicked',
  conversions: 'converted',
  revenue: 'converted',
} as const satisfies Record<(typeof STAT_CARDS)[number], DrilldownFigure>;

// StatCards shows the six figures of the period with their change against the previous period; each opens its list.
export function StatCards({ report, onDrill }: { report: Comprehensive | undefined; onDrill?: (target: DrilldownTarget) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const value = (key: (typeof STAT_CARDS)[number], v: number) =>
    key === 'revenue' ? money(v, report?.currency ?? 'TRY', lang) : key.endsWith('Rate') ? rate(v, lang) : formatNumber(v, lang);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }}>
      {STAT_CARDS.map((key) => {
        const Icon = ICONS[key];
        const card = report?.cards[key];
        return (
          <Paper key={key} withBorder radius="md" p="md" data-testid={`analytics-card-${key}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t(`analytics.cards.${key}`)}
              </Text>
              <ThemeIcon variant="light" size="md" radius="md">
                <Icon size={16} />
              </ThemeIcon>
            </Group>
            {card ? (
              <>
                <Text fz={24} fw={800} data-testid={`analytics-card-${key}-value`}>
                  {value(key, card.value)}
                </Text>
                {card.change === null ? (
                  <Text size="xs" c="dimmed">
                    {t('analytics.cards.noPrevious')}
                  </Text>
                ) : (
                  <Group gap={4} wrap="nowrap">
                    {card.change >= 0 ? (
                      <IconArrowUpRight size={14} color="var(--mantine-color-teal-6)" />
                    ) : (
                      <IconArrowDownRight size={14} color="var(--mantine-color-red-6)" />
                    )}
                    <Text size="xs" c={card.change >= 0 ? 'teal' : 'red'}>
                      {t('analytics.cards.change', { change: signedChange(card.change, lang) })}
                    </Text>
                  </Group>
                )}
              </>
            ) : (
              <Skeleton h={30} w={90} mt={6} />
            )}
            {card && onDrill && (
              <Anchor
                component="button"
                size="xs"
                mt={4}
                onClick={() => onDrill({ figure: DRILL[key], title: t(`analytics.drilldown.titles.${DRILL[key]}`) })}
                data-testid={`analytics-card-${key}-drill`}
              >
                {t(`analytics.drilldown.open.${DRILL[key]}`)}
              </Anchor>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
