import { Alert, Button, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlanChangePreview } from '@ulak/shared/billing';
import { formatDate, formatEur } from '../../../ui/format';
import { useCurrency } from '../../currency/hooks/useCurrency';
import type { ApiPlan } from '../api/subscriptionApi';
import { usePlanChangePreviewQuery } from '../hooks/usePlanChangePreviewQuery';
import { usePlanChangeT } from '../planChangeI18n';

type Props = {
  plan: ApiPlan | null;
  downgrade: boolean;
  inTrial: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (plan: ApiPlan, preview: PlanChangePreview) => void;
};

function Line({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

// PlanChangeModal confirms a plan change with its price, the credit for the unused period, what is due now and when
// it is charged; without a payment provider it says no payment is taken (or that the platform refuses the change).
export function PlanChangeModal({ plan, downgrade, inTrial, busy, onCancel, onConfirm }: Props) {
  const { t, i18n } = usePlanChangeT();
  const { t: common } = useTranslation();
  const { currency, formatPlanPrice } = useCurrency();
  const preview = usePlanChangePreviewQuery(plan?.id ?? null);
  const money = (minor: number) => formatPlanPrice(minor / 100);
  const p = preview.data;
  const needsPayment = p !== undefined && p.amountDueNow > 0 && p.paymentProvider === 'configured';
  return (
    <Modal opened={plan !== null} onClose={onCancel} title={t('title', { plan: plan?.name ?? '' })} centered>
      <Stack gap="md" data-testid="plan-change-confirm">
        {preview.isPending && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('loading')}</Text>
          </Group>
        )}
        {preview.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {t('loadError')}
          </Alert>
        )}
        {p && (
          <>
            <Stack gap={6}>
              <Line label={t('newPrice', { plan: p.newPlan.name })} value={money(p.newPlan.priceMinor)} testId="plan-change-price" />
              {p.credit > 0 && <Line label={t('credit')} value={`− ${money(p.credit)}`} testId="plan-change-credit" />}
              <Divider />
              <Line label={t('dueNow')} value={money(p.amountDueNow)} testId="plan-change-due" strong />
              {currency !== 'EUR' && p.amountDueNow > 0 && (
                <Text size="xs" c="dimmed">
                  {t('chargedIn', { price: formatEur(p.amountDueNow / 100, i18n.language) })}
                </Text>
              )}
            </Stack>
            <Text size="sm" data-testid="plan-change-when">
              {needsPayment ? t('chargedNow') : p.amountDueNow === 0 ? t('nothingDue') : ''}{' '}
              {t('renews', { price: money(p.newPlan.priceMinor), date: formatDate(p.renewsAt, i18n.language) })}
            </Text>
            {inTrial && p.newPlan.priceMinor > 0 && <Text size="sm">{t('endsTrial')}</Text>}
            {downgrade && <Text size="sm">{t('lowerLimit')}</Text>}
            {p.paymentProvider === 'none' && p.amountDueNow > 0 && (
              <Alert
                color={p.allowed ? 'blue' : 'orange'}
                icon={<IconInfoCircle size={18} />}
                data-testid={p.allowed ? 'plan-change-no-payment' : 'plan-change-not-allowed'}
              >
                {p.allowed ? t('noProvider') : t('notAllowed')}
              </Alert>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {common('common.cancel')}
          </Button>
          <Button
            color={downgrade ? 'orange' : undefined}
            loading={busy}
            disabled={!p || !p.allowed}
            onClick={() => plan && p && onConfirm(plan, p)}
            data-testid="plan-change-confirm-button"
          >
            {needsPayment ? t('confirmPay') : t('confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
