import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconCalendarPlus, IconClockHour4, IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../ui/format';
import { MetricCard } from '../../../ui/MetricCard';
import { money } from '../invoiceFormat';
import { useInvoiceAnalyticsQuery } from '../hooks/useInvoiceAnalyticsQuery';
import { QueryError } from './common/QueryError';

// InvoiceStats shows the four stat cards from the analytics endpoint: revenue received, pending payments with their
// count, overdue with its count, and invoices created this month.
export function InvoiceStats() {
  const { t, i18n } = useTranslation();
  const query = useInvoiceAnalyticsQuery();
  const a = query.data;
  const lang = i18n.language;
  if (query.isError) return <QueryError error={query.error} fallback={t('invoicing.stats.loadFailed')} onRetry={() => void query.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} data-testid="invoice-stats">
      <MetricCard
        label={t('invoicing.stats.totalRevenue')}
        value={a && money(a.totalRevenue, 'TRY', i18n.language)}
        hint={a && t('invoicing.stats.totalRevenueHint', { count: a.payments })}
        icon={<IconCoin size={20} />}
        color="teal"
        testId="invoice-stat-revenue"
      />
      <MetricCard
        label={t('invoicing.stats.pending')}
        value={a && money(a.pending.amount, 'TRY', i18n.language)}
        hint={a && t('invoicing.stats.pendingHint', { count: a.pending.count })}
        icon={<IconClockHour4 size={20} />}
        color="blue"
        testId="invoice-stat-pending"
      />
      <MetricCard
        label={t('invoicing.stats.overdue')}
        value={a && money(a.overdue.amount, 'TRY', i18n.language)}
        hint={a && t('invoicing.stats.overdueHint', { count: a.overdue.count })}
        icon={<IconAlertTriangle size={20} />}
        color={a?.overdue.count ? 'red' : 'gray'}
        testId="invoice-stat-overdue"
      />
      <MetricCard
        label={t('invoicing.stats.createdThisMonth')}
        value={a && formatNumber(a.createdThisMonth, lang)}
        hint={t('invoicing.stats.createdThisMonthHint')}
        icon={<IconCalendarPlus size={20} />}
        color="grape"
        testId="invoice-stat-month"
      />
    </SimpleGrid>
  );
}
