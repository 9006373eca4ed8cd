import { useEffect } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { sendInvoiceSchema } from '@ulak/shared/invoicing';
import { serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { REQUIRED } from '../../../../ui/required';
import type { InvoiceRow } from '../../api/invoicesApi';
import { useSendInvoiceMutation } from '../../hooks/useSendInvoiceMutation';
import { serverFormErrors } from '../common/serverFormErrors';

type Values = { to: string; message: string };
const bodyOf = (v: Values) => ({ to: v.to.trim(), message: v.message.trim() });

// SendInvoiceModal emails an invoice with its PDF attached (issuing a draft first) to the customer or another address.
export function SendInvoiceModal({ invoice, onClose }: { invoice: InvoiceRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendInvoiceMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { to: '', message: '' },
    // the server would fall back to the customer's address; the screen always names the recipient (prefilled with it)
    validate: schemaValidate(sendInvoiceSchema, { toBody: bodyOf, uiOnly: (v) => ({ to: !v.to.trim() && 'v.required' }) }),
  });

  useEffect(() => {
    if (!invoice) return;
    form.setValues({ to: invoice.customerEmail ?? '', message: '' });
    form.clearErrors();
    // reset when another invoice is chosen
  }, [invoice]);

  const submit = form.onSubmit((v) => {
    if (!invoice) return;
    send.mutate(
      { id: invoice.id, ...bodyOf(v) },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: t('invoicing.notify.sent', { number: result.invoice.number ?? '', to: result.to }) });
          onClose();
        },
        onError: (error) => {
          form.setErrors(serverFormErrors(error));
          notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.notify.actionFailed')) });
        },
      },
    );
  });

  const draft = invoice?.status === 'draft';
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={draft ? t('invoicing.send.draftTitle') : t('invoicing.send.title', { number: invoice?.number ?? '' })}
      centered
      data-testid="send-invoice-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {draft && (
            <Text size="sm" c="orange">
              {t('invoicing.send.draftHint')}
            </Text>
          )}
          <TextInput type="email" label={t('invoicing.send.to')} {...REQUIRED} {...form.getInputProps('to')} data-testid="send-invoice-to" />
          <Textarea label={t('invoicing.send.message')} autosize minRows={3} {...form.getInputProps('message')} data-testid="send-invoice-message" />
          <Text size="xs" c="dimmed">
            {t('invoicing.send.hint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} data-testid="send-invoice-submit">
              {t('invoicing.send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
