import { useEffect } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PAYMENT_METHODS, paymentInputSchema, type PaymentMethod } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { REQUIRED } from '../../../../ui/required';
import type { InvoiceRow } from '../../api/invoicesApi';
import { useAddPaymentMutation } from '../../hooks/useAddPaymentMutation';
import { money, todayIso } from '../../invoiceFormat';
import { serverFormErrors } from '../common/serverFormErrors';

type Values = { amount: number | string; method: PaymentMethod; paidAt: string; reference: string };

const bodyOf = (v: Values) => ({ amount: Number(v.amount), method: v.method, paidAt: v.paidAt, reference: v.reference.trim() || undefined });

// PaymentModal records a payment (partial allowed, up to the balance) with its method and date; on a draft it is a
// prepayment, which the issued invoice states as prepaid.
export function PaymentModal({ invoice, onClose }: { invoice: InvoiceRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const add = useAddPaymentMutation();
  const balance = invoice?.balance ?? 0;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { amount: '', method: 'bank_transfer', paidAt: '', reference: '' },
    validate: schemaValidate(paymentInputSchema, {
      toBody: bodyOf,
      messages: { amount: t('invoicing.validation.amountPositive') },
      // the server refuses more than the balance when it records the payment; the screen knows the balance already
      uiOnly: (v) => ({
        amount:
          invoice &&
          Math.round(Number(v.amount) * 100) > Math.round(balance * 100) &&
          t('invoicing.validation.amountAboveBalance', { amount: money(balance, invoice.currency, i18n.language) }),
      }),
    }),
  });

  useEffect(() => {
    if (!invoice) return;
    form.setValues({ amount: invoice.balance, method: 'bank_transfer', paidAt: todayIso(), reference: '' });
    form.clearErrors();
    // reset when another invoice is chosen
  }, [invoice]);

  const submit = form.onSubmit((v) => {
    if (!invoice) return;
    add.mutate(
      { id: invoice.id, body: bodyOf(v) },
      {
        onSuccess: ({ invoice: updated }) => {
          notifications.show({
            color: 'teal',
            message:
              updated.status === 'paid'
                ? t('invoicing.notify.paid')
                : t('invoicing.notify.paymentRecorded', { balance: money(updated.balance, updated.currency, i18n.language) }),
          });
          onClose();
        },
        onError: (error) => {
          form.setErrors(serverFormErrors(error));
          notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.notify.actionFailed')) });
        },
      },
    );
  });

  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice?.status === 'draft' ? t('invoicing.payment.draftTitle') : t('invoicing.payment.title', { number: invoice?.number ?? '' })}
      centered
      data-testid="payment-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {invoice && (
            <Text size="sm" data-testid="payment-balance">
              {t('invoicing.payment.balance', { amount: money(balance, invoice.currency, i18n.language) })}
            </Text>
          )}
          {invoice?.status === 'draft' && (
            <Text size="sm" c="dimmed" data-testid="payment-prepayment">
              {t('invoicing.payment.prepayment')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LocaleNumberInput
              label={t('invoicing.payment.amount')}
              min={0}
              currency={invoice?.currency ?? 'TRY'}
              {...REQUIRED}
              {...form.getInputProps('amount')}
              data-testid="payment-amount"
            />
            <Select
              label={t('invoicing.payment.method')}
              data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`invoicing.paymentMethods.${m}`) }))}
              allowDeselect={false}
              {...form.getInputProps('method')}
              data-testid="payment-method"
            />
            <TextInput type="date" label={t('invoicing.payment.date')} {...REQUIRED} {...form.getInputProps('paidAt')} data-testid="payment-date" />
            <TextInput label={t('invoicing.payment.reference')} {...form.getInputProps('reference')} data-testid="payment-reference" />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} data-testid="payment-submit">
              {t('invoicing.payment.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
