import { useEffect } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { RECURRENCE_FREQUENCIES, recurringInputSchema, type RecurrenceFrequency } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { REQUIRED } from '../../../../ui/required';
import type { InvoiceRow } from '../../api/invoicesApi';
import { useSetRecurringMutation } from '../../hooks/useSetRecurringMutation';
import { todayIso } from '../../invoiceFormat';
import { serverFormErrors } from '../common/serverFormErrors';

type Values = { frequency: RecurrenceFrequency; startDate: string; endDate: string; autoSend: boolean };
const bodyOf = (v: Values) => ({ frequency: v.frequency, startDate: v.startDate, endDate: v.endDate || null, autoSend: v.autoSend });

// RecurringModal makes an invoice repeat monthly, quarterly or yearly from a start date (until an optional end date).
export function RecurringModal({ invoice, onClose }: { invoice: InvoiceRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const set = useSetRecurringMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { frequency: 'monthly', startDate: '', endDate: '', autoSend: false },
    validate: schemaValidate(recurringInputSchema, {
      toBody: bodyOf,
      // the date inputs give a real date or nothing, so the end date's refusal is its order
      messages: { endDate: t('invoicing.validation.endDate') },
      // the server refuses a past start by the Istanbul calendar when it saves; the screen says so before
      uiOnly: (v) => ({ startDate: v.startDate < todayIso() && 'v.dateNotPast' }),
    }),
  });

  useEffect(() => {
    if (!invoice) return;
    form.setValues({ frequency: 'monthly', startDate: todayIso(), endDate: '', autoSend: false });
    form.clearErrors();
    // reset when another invoice is chosen
  }, [invoice]);

  const submit = form.onSubmit((v) => {
    if (!invoice) return;
    set.mutate(
      { id: invoice.id, body: bodyOf(v) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('invoicing.automation.setSaved') });
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
      title={t('invoicing.automation.setTitle', { number: invoice?.number ?? t('invoicing.list.draftNumber') })}
      centered
      data-testid="recurring-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('invoicing.automation.frequency')}
            data={RECURRENCE_FREQUENCIES.map((f) => ({ value: f, label: t(`invoicing.automation.frequencies.${f}`) }))}
            allowDeselect={false}
            {...form.getInputProps('frequency')}
            data-testid="recurring-frequency"
          />
          <SimpleGrid cols={2}>
            <TextInput
              type="date"
              label={t('invoicing.automation.startDate')}
              {...REQUIRED}
              {...form.getInputProps('startDate')}
              data-testid="recurring-start"
            />
            <TextInput type="date" label={t('invoicing.automation.endDate')} {...form.getInputProps('endDate')} data-testid="recurring-end" />
          </SimpleGrid>
          <Switch label={t('invoicing.automation.autoSend')} {...form.getInputProps('autoSend', { type: 'checkbox' })} data-testid="recurring-auto-send" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={set.isPending} data-testid="recurring-submit">
              {t('invoicing.automation.set')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
