import { useEffect } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { EAS_SCHEMES, customerInputSchema, type CustomerInput } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { REQUIRED } from '../../../../ui/required';
import type { Customer } from '../../api/customersApi';
import { useSaveCustomerMutation } from '../../hooks/useSaveCustomerMutation';
import { serverFormErrors } from '../common/serverFormErrors';

const FIELDS = [
  'name',
  'email',
  'phone',
  'taxNumber',
  'taxOffice',
  'address',
  'city',
  'postalCode',
  'countryCode',
  'contactPerson',
  'language',
  'endpointScheme',
  'endpointId',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

// bodyOf is the customer the form sends: every field trimmed ('' clears it), the tax number without spaces.
const bodyOf = (v: Values) =>
  ({
    ...Object.fromEntries(FIELDS.map((f) => [f, v[f].trim()])),
    taxNumber: v.taxNumber.replace(/\s+/g, ''),
    countryCode: v.countryCode.trim().toUpperCase(),
    language: v.language === 'en' ? 'en' : 'tr',
  }) as CustomerInput;

// CustomerFormModal creates an invoicing customer or edits one; onSaved receives the saved customer.
export function CustomerFormModal({
  opened,
  customer,
  onClose,
  onSaved,
}: {
  opened: boolean;
  customer: Customer | null;
  onClose: () => void;
  onSaved?: (c: Customer) => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveCustomerMutation();
  const empty = (): Values => ({
    ...(Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values),
    countryCode: 'TR',
    language: i18n.language === 'en' ? 'en' : 'tr',
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: empty(),
    validate: schemaValidate(customerInputSchema, { toBody: bodyOf }),
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(customer ? (Object.fromEntries(FIELDS.map((f) => [f, String(customer[f] ?? '')])) as Values) : empty());
    form.clearErrors();
    // reset only when the modal opens for a customer
  }, [opened, customer]);

  const submit = form.onSubmit((v) => {
    save.mutate(
      { id: customer?.id, body: bodyOf(v) },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: t(customer ? 'invoicing.customers.saved' : 'invoicing.customers.created') });
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => {
          form.setErrors(serverFormErrors(error));
          notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.customers.saveFailed')) });
        },
      },
    );
  });

  const input = (field: Exclude<Field, 'language' | 'endpointScheme'>, extra: Record<string, unknown> = {}) => (
    <TextInput label={t(`invoicing.customers.fields.${field}`)} {...extra} {...form.getInputProps(field)} data-testid={`customer-form-${field}`} />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      zIndex={350}
      title={t(customer ? 'invoicing.customers.editTitle' : 'invoicing.customers.createTitle')}
      data-testid="customer-form-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {input('name', { ...REQUIRED, 'data-autofocus': true })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {input('email', { type: 'email' })}
            {input('phone', { type: 'tel' })}
            {input('taxNumber')}
            {input('taxOffice')}
          </SimpleGrid>
          {input('address')}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {input('city')}
            {input('postalCode')}
            {input('countryCode', { maxLength: 2 })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {input('contactPerson')}
            <Select
              label={t('invoicing.customers.fields.language')}
              data={[
                { value: 'tr', label: t('invoicing.customers.languages.tr') },
                { value: 'en', label: t('invoicing.customers.languages.en') },
              ]}
              allowDeselect={false}
              comboboxProps={{ zIndex: 400 }}
              {...form.getInputProps('language')}
              data-testid="customer-form-language"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('invoicing.customers.fields.endpointScheme')}
              description={t('invoicing.customers.endpointHint')}
              data={Object.entries(EAS_SCHEMES).map(([code, s]) => ({ value: code, label: `${code} · ${s.label}` }))}
              searchable
              clearable
              comboboxProps={{ zIndex: 400 }}
              {...form.getInputProps('endpointScheme')}
              onChange={(value) => form.setFieldValue('endpointScheme', value ?? '')}
              data-testid="customer-form-endpointScheme"
            />
            {input('endpointId')}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="customer-form-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
