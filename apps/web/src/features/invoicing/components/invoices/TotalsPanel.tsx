import { Alert, Divider, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { InvoiceCurrency } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatPercent } from '../../../../ui/format';
import type { Totals } from '../../api/invoicesApi';
import { money } from '../../invoiceFormat';

type Props = { totals: Totals | undefined; currency: InvoiceCurrency; ready: boolean; waiting: boolean; error: unknown };

// TotalsPanel shows the server-computed totals of the form: subtotal (with its ÖTV), discount, charges, VAT per rate,
// the total, and when VAT is withheld or stopaj applies, those deductions and the amount due.
export function TotalsPanel({ totals, currency, ready, waiting, error }: Props) {
  const { t, i18n } = useTranslation();
  const row = (label: string, value: number, testId: string, strong = false, extra: Record<string, string> = {}) => (
    <Group justify="space-between" data-testid={testId} {...extra}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500} data-testid={`${testId}-value`}>
        {money(value, currency, i18n.language)}
      </Text>
    </Group>
  );
  const deducted = totals !== undefined && (totals.withholdingTotal > 0 || totals.stopajAmount > 0);
  return (
    <Paper withBorder radius="md" p="md" miw={280} data-testid="invoice-totals" data-state={ready ? 'ready' : 'pending'}>
      <Stack gap={6}>
        {error !== null && !waiting ? (
          <Alert color="red" p="xs">
            <Text size="sm">{serverErrorText(error, t('invoicing.form.totalsFailed'))}</Text>
          </Alert>
        ) : null}
        {waiting && !totals && (
          <Text size="sm" c="dimmed">
            {t('invoicing.form.totalsWaiting')}
          </Text>
        )}
        {totals && (
          <>
            {row(t('invoicing.form.subtotal'), totals.subtotal, 'totals-subtotal')}
            {totals.exciseTotal !== 0 && (
              <Text size="xs" c="dimmed" ta="right" data-testid="totals-excise">
                {t('invoicing.form.exciseIncluded', { amount: money(totals.exciseTotal, currency, i18n.language) })}
              </Text>
            )}
            {totals.discountTotal > 0 && row(t('invoicing.form.discountTotal'), -totals.discountTotal, 'totals-discount')}
            {totals.chargeTotal > 0 && row(t('invoicing.form.chargeTotal'), totals.chargeTotal, 'totals-charges')}
            {totals.taxBreakdown.map((b) =>
              row(t('invoicing.form.taxAt', { rate: formatPercent(b.rate, i18n.language).replace('%', '') }), b.tax, 'totals-tax', false, {
                'data-rate': String(b.rate),
              }),
            )}
            {row(t('invoicing.form.taxTotal'), totals.taxTotal, 'totals-tax-total')}
            <Divider />
            {row(t('invoicing.form.total'), totals.total, 'totals-total', true)}
            {deducted && (
              <>
                {totals.withholdingTotal > 0 && row(t('invoicing.form.withholdingTotal'), -totals.withholdingTotal, 'totals-withholding')}
                {totals.stopajAmount > 0 && row(t('invoicing.form.stopaj'), -totals.stopajAmount, 'totals-stopaj')}
                <Divider />
                {row(t('invoicing.form.amountDue'), totals.amountDue, 'totals-amount-due', true)}
              </>
            )}
          </>
        )}
        {!ready && totals && (
          <Group justify="flex-end">
            <Loader size="xs" />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
