import { useEffect } from 'react';
import { Drawer, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { companyInputSchema } from '@ulak/shared/crm';
import { fieldErrors, serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { REQUIRED } from '../../../../ui/required';
import type { Company, CompanyInput } from '../../api/companiesApi';
import { useSaveCompanyMutation } from '../../hooks/useSaveCompanyMutation';
import { FormActions } from '../../../../ui/FormActions';

const FIELDS = ['name', 'domain', 'industry', 'phone', 'website', 'address', 'city', 'country', 'taxNumber', 'notes'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;
// bodyOf is the company the form sends: every field, an empty one as null.
const bodyOf = (v: Values) => Object.fromEntries(FIELDS.map((f) => [f, v[f].trim() === '' ? null : v[f].trim()])) as CompanyInput;

// CompanyFormDrawer creates a company or edits one.
export function CompanyFormDrawer({ opened, company, onClose }: { opened: boolean; company: Company | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCompanyMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaValidate(companyInputSchema, { toBody: bodyOf }),
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(company ? (Object.fromEntries(FIELDS.map((f) => [f, company[f] ?? ''])) as Values) : EMPTY);
    form.clearErrors();
    // reset only when the drawer opens for a company
  }, [opened, company]);

  const submit = form.onSubmit((v) => {
    save.mutate(
      { id: company?.id, body: bodyOf(v) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t(company ? 'crm.companies.saved' : 'crm.companies.created') });
          onClose();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.saveFailed')) });
        },
      },
    );
  });

  const input = (field: Field, extra: Record<string, unknown> = {}) => (
    <TextInput label={t(`crm.companies.fields.${field}`)} {...extra} {...form.getInputProps(field)} data-testid={`company-form-${field}`} />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t(company ? 'crm.companies.editTitle' : 'crm.companies.createTitle')}
      data-testid="company-form-drawer"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {input('name', { ...REQUIRED, 'data-autofocus': true })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {input('domain')}
            {input('industry')}
            {input('phone', { type: 'tel' })}
            {input('website')}
          </SimpleGrid>
          {input('address')}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {input('city')}
            {input('country')}
            {input('taxNumber')}
          </SimpleGrid>
          <Textarea label={t('crm.companies.fields.notes')} autosize minRows={3} {...form.getInputProps('notes')} />
          <FormActions onCancel={onClose} loading={save.isPending} submitTestId="company-form-submit" />
        </Stack>
      </form>
    </Drawer>
  );
}
