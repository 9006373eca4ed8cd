import { SimpleGrid } from '@mantine/core';
import { IconCurrencyEuro, IconMail, IconUsers, IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@ulak/shared';
import { MetricCard } from '../../../ui/MetricCard';
import { formatEur, formatNumber } from '../../../ui/format';

// StatCards are the four figures of the chosen range: users, active workspaces, emails sent and MRR.
export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const delta = (c: { value: number; previous: number } | undefined) =>
    c ? t('admin.panel.stats.previous', { value: formatNumber(c.previous, lang) }) : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <MetricCard
        testId="admin-stat-users"
        label={t('admin.panel.stats.users')}
        value={stats && formatNumber(stats.users.value, lang)}
        hint={stats && t('admin.panel.stats.newUsers', { count: stats.users.newInRange })}
        icon={<IconUsers size={20} />}
        color="blue"
      />
      <MetricCard
        testId="admin-stat-workspaces"
        label={t('admin.panel.stats.activeWorkspaces')}
        value={stats && formatNumber(stats.activeWorkspaces.value, lang)}
        hint={delta(stats?.activeWorkspaces)}
        icon={<IconBuilding size={20} />}
        color="grape"
      />
      <MetricCard
        testId="admin-stat-emails"
        label={t('admin.panel.stats.emailsSent')}
        value={stats && formatNumber(stats.emailsSent.value, lang)}
        hint={delta(stats?.emailsSent)}
        icon={<IconMail size={20} />}
        color="teal"
      />
      <MetricCard
        testId="admin-stat-mrr"
        label={t('admin.panel.stats.mrr')}
        value={stats && formatEur(stats.mrr.valueMinor / 100, lang)}
        hint={stats && t('admin.panel.stats.paid', { count: stats.mrr.paidSubscriptions })}
        icon={<IconCurrencyEuro size={20} />}
        color="orange"
      />
    </SimpleGrid>
  );
}
