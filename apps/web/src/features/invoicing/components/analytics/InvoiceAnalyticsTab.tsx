import { Box, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../../ui/format';
import { useInvoiceAnalyticsQuery } from '../../hooks/useInvoiceAnalyticsQuery';
import { money } from '../../invoiceFormat';
import { QueryError } from '../common/QueryError';

const METHOD_COLORS = { bank_transfer: 'blue', credit_card: 'grape', paypal: 'cyan', crypto: 'orange' } as const;
const CHART_HEIGHT = 180;

// InvoiceAnalyticsTab charts the monthly revenue of the last six months and the payment-method shares (simple bars,
// as the CRM analytics do: the app has no chart library), with the status counts beside them.
export function InvoiceAnalyticsTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useInvoiceAnalyticsQuery();
  const a = query.data;
  if (query.isError) return <QueryError error={query.error} fallback={t('invoicing.analytics.loadFailed')} onRetry={() => void query.refetch()} />;
  if (!a) return <Skeleton h={320} radius="md" />;
  const max = Math.max(...a.monthlyRevenue.map((m) => m.revenue), 0);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {[
          [t('invoicing.analytics.paid'), formatNumber(a.paid.count, lang), 'paid'],
          [t('invoicing.analytics.drafts'), formatNumber(a.drafts, lang), 'drafts'],
          [t('invoicing.analytics.cancelled'), formatNumber(a.cancelled, lang), 'cancelled'],
          [t('invoicing.analytics.creditNotes'), formatNumber(a.creditNotes.count, lang), 'credit-notes'],
        ].map(([label, value, id]) => (
          <Paper key={id} withBorder radius="md" p="sm" data-testid={`invoice-analytics-${id}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {label}
            </Text>
            <Text fz={20} fw={800}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md" data-testid="invoice-analytics-monthly">
          <Title order={4}>{t('invoicing.analytics.monthlyTitle')}</Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('invoicing.analytics.monthlyText')}
          </Text>
          <Group align="flex-end" gap="sm" h={CHART_HEIGHT + 40} wrap="nowrap" role="img" aria-label={t('invoicing.analytics.monthlyTitle')}>
            {a.monthlyRevenue.map((m) => (
              <Stack
                key={m.month}
                gap={4}
                align="center"
                justify="flex-end"
                style={{ flex: 1 }}
                h="100%"
                data-testid="invoice-month"
                data-month={m.month}
                data-value={m.revenue}
              >
                <Tooltip label={money(m.revenue, 'TRY', i18n.language)} withArrow>
                  <Box w="70%" maw={48} bg="blue.6" style={{ height: max > 0 ? Math.max(2, (m.revenue / max) * CHART_HEIGHT) : 2, borderRadius: 4 }} />
                </Tooltip>
                <Text size="xs" c="dimmed">
                  {m.label}
                </Text>
              </Stack>
            ))}
          </Group>
          {max === 0 && (
            <Text size="sm" c="dimmed" ta="center">
              {t('invoicing.analytics.noPayments')}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" data-testid="invoice-analytics-methods">
          <Title order={4}>{t('invoicing.analytics.methodsTitle')}</Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('invoicing.analytics.methodsText')}
          </Text>
          <Stack gap="md">
            {a.paymentMethods.map((m) => (
              <Stack key={m.method} gap={4} data-testid="invoice-method" data-method={m.method} data-share={m.share}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{t(`invoicing.paymentMethods.${m.method}`)}</Text>
                  <Text size="sm" fw={600} data-testid="invoice-method-value">
                    {formatPercent(m.share, lang)} · {money(m.amount, 'TRY', i18n.language)}
                  </Text>
                </Group>
                <Progress value={m.share} color={METHOD_COLORS[m.method]} size="md" radius="xl" aria-label={t(`invoicing.paymentMethods.${m.method}`)} />
                <Text size="xs" c="dimmed">
                  {t('invoicing.analytics.payments', { count: m.count })}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
