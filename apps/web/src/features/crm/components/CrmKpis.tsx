import { SimpleGrid } from '@mantine/core';
import { IconAlarm, IconCoin, IconPercentage, IconTargetArrow, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../ui/format';
import { formatShare } from '../crmFormat';
import { useActivitiesQuery } from '../hooks/useActivitiesQuery';
import { useCrmAnalyticsQuery } from '../hooks/useCrmAnalyticsQuery';
import { MetricCard } from '../../../ui/MetricCard';

const OVERDUE_QUERY = { openTasks: true, page: 1, limit: 1 } as const;

// CrmKpis shows the CRM's headline figures from the server: total leads, open deals, weighted pipeline, win rate
// and overdue tasks.
export function CrmKpis() {
  const { t, i18n } = useTranslation();
  const analytics = useCrmAnalyticsQuery();
  const tasks = useActivitiesQuery(OVERDUE_QUERY);
  const a = analytics.data;
  const lang = i18n.language;
  const overdue = tasks.data?.overdueTasks;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} data-testid="crm-kpis">
      <MetricCard
        label={t('crm.kpi.totalLeads')}
        value={a && formatNumber(a.totalLeads, lang)}
        icon={<IconUsersGroup size={20} />}
        color="blue"
        testId="crm-kpi-leads"
      />
      <MetricCard
        label={t('crm.kpi.openDeals')}
        value={a && formatNumber(a.openDeals, lang)}
        icon={<IconTargetArrow size={20} />}
        color="grape"
        testId="crm-kpi-open-deals"
      />
      <MetricCard
        label={t('crm.kpi.weightedPipeline')}
        value={a && formatMoney(a.weightedPipeline, 'TRY', lang)}
        icon={<IconCoin size={20} />}
        color="indigo"
        testId="crm-kpi-weighted"
      />
      <MetricCard
        label={t('crm.kpi.winRate')}
        value={a && (a.winRate === null ? '—' : formatShare(a.winRate, lang))}
        icon={<IconPercentage size={20} />}
        color="teal"
        testId="crm-kpi-win-rate"
      />
      <MetricCard
        label={t('crm.kpi.overdueTasks')}
        value={overdue === undefined ? undefined : formatNumber(overdue, lang)}
        icon={<IconAlarm size={20} />}
        color={overdue ? 'red' : 'gray'}
        testId="crm-kpi-overdue"
      />
    </SimpleGrid>
  );
}
