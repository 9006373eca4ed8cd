import '../../settings/i18n';
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCreditCard, IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { downloadFile } from '../../../lib/files';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatDate, formatMinor } from '../../../ui/format';
import type { CurrentSubscription } from '../api/subscriptionApi';
import { useSubscriptionInvoicesQuery } from '../hooks/useSubscriptionInvoicesQuery';
import { useSubscriptionActionMutation, type SubscriptionAction } from '../hooks/useSubscriptionActionMutation';
import { useSetupPaymentMethodMutation } from '../hooks/useSetupPaymentMethodMutation';
import { useCurrentSubscriptionQuery } from '../hooks/useCurrentSubscriptionQuery';

const PAGE_SIZE = 10;

// BillingDetails is the subscription's billing: the saved card (through the payment provider's own page), cancelling
// at the period's end or resuming, and the invoices with their PDFs. Changes are for owners and admins (`canManage`).
export function BillingDetails({ subscription, canManage }: { subscription: CurrentSubscription; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<SubscriptionAction | null>(null);
  const invoices = useSubscriptionInvoicesQuery(page, PAGE_SIZE);
  const action = useSubscriptionActionMutation();
  const setup = useSetupPaymentMethodMutation();
  // back from the provider's card page: the card arrives by the provider's webhook, so look again for a short while
  const cardReturn = params.get('card');
  const [awaitingCard, setAwaitingCard] = useState(cardReturn === 'saved');
  const waiting = awaitingCard && !subscription.paymentMethod;
  useCurrentSubscriptionQuery({ refetchInterval: waiting ? 2000 : false });
  useEffect(() => {
    if (!awaitingCard) return;
    const stop = window.setTimeout(() => setAwaitingCard(false), 30_000);
    return () => window.clearTimeout(stop);
  }, [awaitingCard]);
  useEffect(() => {
    if (!cardReturn) return;
    notifications.show({
      color: cardReturn === 'saved' ? 'teal' : 'gray',
      message: t(cardReturn === 'saved' ? 'settings.billing.cardSaved' : 'settings.billing.cardCancelled'),
    });
    const next = new URLSearchParams(params);
    next.delete('card');
    setParams(next, { replace: true });
  }, [cardReturn, params, setParams, t]);

  const failed = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.billing.actionFailed')) });
  const run = (a: SubscriptionAction) =>
    action.mutate(a, {
      onSuccess: () => notifications.show({ color: 'teal', message: t(`settings.billing.done.${a}`) }),
      onError: failed,
      onSettled: () => setConfirming(null),
    });
  const paid = subscription.price > 0;
  const card = subscription.paymentMethod;
  const list = invoices.data?.invoices ?? [];

  return (
    <Stack gap="md" data-testid="billing-details">
      {subscription.status === 'past_due' && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="billing-past-due">
          {t('settings.billing.pastDue')}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm" align="flex-start">
            <IconCreditCard size={22} />
            <div>
              <Text fw={600}>{t('settings.billing.card')}</Text>
              <Text size="sm" c="dimmed" data-testid="billing-card">
                {card
                  ? t('settings.billing.cardLine', {
                      brand: card.brand.toUpperCase(),
                      last4: card.last4,
                      expires: card.expMonth && card.expYear ? `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : '—',
                    })
                  : waiting
                    ? t('settings.billing.cardWaiting')
                    : t('settings.billing.cardNone')}
              </Text>
            </div>
          </Group>
          {canManage && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                loading={setup.isPending}
                data-testid="billing-card-setup"
                onClick={() => setup.mutate(undefined, { onSuccess: (r) => window.location.assign(r.url), onError: failed })}
              >
                {card ? t('settings.billing.cardReplace') : t('settings.billing.cardAdd')}
              </Button>
              {card && (
                <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming('removeCard')} data-testid="billing-card-remove">
                  {t('settings.billing.cardRemove')}
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Card>

      {paid && (
        <Card withBorder radius="md" padding="md">
          <Group justify="space-between">
            <Text size="sm" data-testid="billing-renewal">
              {subscription.cancelAtPeriodEnd
                ? t('settings.billing.endsOn', { date: formatDate(subscription.currentPeriodEnd, lang) })
                : t('settings.billing.renewsOn', { date: formatDate(subscription.currentPeriodEnd, lang) })}
            </Text>
            {canManage &&
              (subscription.cancelAtPeriodEnd ? (
                <Button size="xs" loading={action.isPending} onClick={() => run('resume')} data-testid="billing-resume">
                  {t('settings.billing.resume')}
                </Button>
              ) : (
                <Button size="xs" variant="default" color="red" onClick={() => setConfirming('cancel')} data-testid="billing-cancel">
                  {t('settings.billing.cancel')}
                </Button>
              ))}
          </Group>
        </Card>
      )}
      {!canManage && (
        <Text size="sm" c="dimmed">
          {t('settings.billing.managersOnly')}
        </Text>
      )}

      <div>
        <Title order={4} fz="md" mb="xs">
          {t('settings.billing.invoices')}
        </Title>
        {invoices.isError ? (
          <Alert color="red">{serverErrorText(invoices.error, t('settings.billing.invoicesFailed'))}</Alert>
        ) : list.length === 0 ? (
          <Group gap="xs" c="dimmed" data-testid="billing-invoices-empty">
            <IconFileInvoice size={18} />
            <Text size="sm">{invoices.isPending ? t('settings.loading') : t('settings.billing.invoicesEmpty')}</Text>
          </Group>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="billing-invoices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('settings.billing.columns.number')}</Table.Th>
                  <Table.Th>{t('settings.billing.columns.date')}</Table.Th>
                  <Table.Th>{t('settings.billing.columns.period')}</Table.Th>
                  <Table.Th ta="right">{t('settings.billing.columns.amount')}</Table.Th>
                  <Table.Th>{t('settings.billing.columns.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((inv) => (
                  <Table.Tr key={inv.id}>
                    <Table.Td ff="monospace">{inv.number}</Table.Td>
                    <Table.Td>{formatDate(inv.paidAt, lang)}</Table.Td>
                    <Table.Td>
                      {formatDate(inv.periodStart, lang)} – {formatDate(inv.periodEnd, lang)}
                    </Table.Td>
                    <Table.Td ta="right">{formatMinor(inv.amountMinor, inv.currency, lang)}</Table.Td>
                    <Table.Td>
                      <Badge color={inv.status === 'refunded' ? 'orange' : 'teal'} variant="light">
                        {t(`settings.billing.invoiceStatuses.${inv.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        leftSection={<IconDownload size={14} />}
                        onClick={() => downloadFile(`/subscriptions/invoices/${inv.id}/pdf`, `${inv.number}.pdf`).catch(failed)}
                        data-testid="billing-invoice-pdf"
                      >
                        PDF
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {(invoices.data?.total ?? 0) > PAGE_SIZE && (
          <Pagination mt="sm" size="sm" total={Math.ceil((invoices.data?.total ?? 0) / PAGE_SIZE)} value={page} onChange={setPage} />
        )}
      </div>

      <ConfirmModal
        opened={confirming !== null}
        title={confirming === 'removeCard' ? t('settings.billing.cardRemoveTitle') : t('settings.billing.cancelTitle')}
        text={
          confirming === 'removeCard'
            ? t('settings.billing.cardRemoveText')
            : t('settings.billing.cancelText', { date: formatDate(subscription.currentPeriodEnd, lang) })
        }
        confirmLabel={confirming === 'removeCard' ? t('settings.billing.cardRemove') : t('settings.billing.cancel')}
        loading={action.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && run(confirming)}
        testId="billing-confirm"
      />
    </Stack>
  );
}
