import { useEffect } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { REQUIRED } from '../../../../ui/required';
import type { InvoiceRow } from '../../api/invoicesApi';
import { useSendInvoiceMutation } from '../../hooks/useSendInvoiceMutation';
import { serverFormErrors } from '../common/serverFormErrors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// SendInvoiceModal emails an invoice with its PDF attached (issuing a draft first) to the customer or another address.
export function SendInvoiceModal({ invoice, onClose }: { invoice: InvoiceRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendInvoiceMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { to: '', message: '' },
    validate: { to: (v) => (EMAIL.test(v.trim()) ? null : t('invoicing.validation.email')) },
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
      { id: invoice.id, to: v.to.trim(), message: v.message.trim() },
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
