import { useEffect } from 'react';
import { Drawer, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { LEAD_SOURCES, LEAD_STATUSES, leadInputSchema } from '@ulak/shared/crm';
import { fieldErrors, serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { REQUIRED } from '../../../../ui/required';
import type { Lead, LeadInput, LeadSource, LeadStatus } from '../../api/leadsApi';
import { useCompaniesQuery } from '../../hooks/useCompaniesQuery';
import { useCreateLeadMutation } from '../../hooks/useCreateLeadMutation';
import { useUpdateLeadMutation } from '../../hooks/useUpdateLeadMutation';
import { usePeopleLabels } from '../common/usePeopleLabels';
import { FormActions } from '../../../../ui/FormActions';

type Values = {
  name: string;
  email: string;
  phone: string;
  company: string;
  companyId: string | null;
  status: LeadStatus;
  source: LeadSource;
  value: number | string;
  assignedTo: string | null;
  lostReason: string;
};

type Props = { opened: boolean; lead: Lead | null; onClose: () => void };

const UNASSIGNED = 'unassigned';
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

// valuesOf fills the form from a lead, or with the defaults of a new one (assigned to the signed-in user).
function valuesOf(lead: Lead | null, meId: string | null): Values {
  if (!lead)
    return {
      name: '',
      email: '',
      phone: '',
      company: '',
      companyId: null,
      status: 'new',
      source: 'website',
      value: 0,
      assignedTo: meId ?? UNASSIGNED,
      lostReason: '',
    };
  return {
    name: lead.name,
    email: lead.email ?? '',
    phone: lead.phone ?? '',
    company: lead.company ?? '',
    companyId: lead.companyId,
    status: lead.status,
    source: lead.source,
    value: lead.value,
    assignedTo: lead.assignedTo ?? UNASSIGNED,
    lostReason: lead.lostReason ?? '',
  };
}

// bodyOf is the lead the form sends; the lost reason only with the lost status.
function bodyOf(v: Values): LeadInput {
  return {
    name: v.name.trim(),
    email: orNull(v.email),
    phone: orNull(v.phone),
    company: orNull(v.company),
    companyId: v.companyId,
    status: v.status,
    source: v.source,
    value: v.value === '' ? 0 : Number(v.value),
    assignedTo: v.assignedTo === UNASSIGNED ? null : v.assignedTo,
    ...(v.status === 'lost' ? { lostReason: orNull(v.lostReason) } : {}),
  };
}

// LeadFormDrawer creates a lead or edits one: contact details, company, status, source, value in lira, assignee.
export function LeadFormDrawer({ opened, lead, onClose }: Props) {
  const { t } = useTranslation();
  const people = usePeopleLabels();
  const companies = useCompaniesQuery();
  const create = useCreateLeadMutation();
  const update = useUpdateLeadMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(null, null),
    validate: schemaValidate(leadInputSchema, { toBody: bodyOf }),
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(valuesOf(lead, people.meId));
    form.clearErrors();
    // reset only when the drawer opens for a lead
  }, [opened, lead]);

  const assignees = [
    ...people.options.slice(0, 1),
    { value: UNASSIGNED, label: t('crm.people.unassigned') },
    ...people.options.slice(1),
    // an assignee who has left the workspace stays selectable until changed
    ...(lead?.assignedTo && !people.options.some((o) => o.value === lead.assignedTo)
      ? [{ value: lead.assignedTo, label: people.assignee(lead.assignedTo) }]
      : []),
  ];

  const submit = form.onSubmit((v) => {
    const body = bodyOf(v);
    const handlers = {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t(lead ? 'crm.form.saved' : 'crm.form.created') });
        onClose();
      },
      onError: (error: unknown) => {
        form.setErrors(fieldErrors(error));
        notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.saveFailed')) });
      },
    };
    if (lead) update.mutate({ id: lead.id, body }, handlers);
    else create.mutate(body, handlers);
  });

  const chooseCompany = (id: string | null) => {
    form.setFieldValue('companyId', id);
    const picked = companies.data?.find((c) => c.id === id);
    if (picked && !form.values.company.trim()) form.setFieldValue('company', picked.name);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t(lead ? 'crm.form.editTitle' : 'crm.form.createTitle')}
      data-testid="lead-form-drawer"
    >
      <form onSubmit={submit} noValidate data-testid="lead-form">
        <Stack gap="md">
          <TextInput label={t('crm.fields.name')} {...REQUIRED} {...form.getInputProps('name')} data-autofocus data-testid="lead-form-name" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('crm.fields.email')} type="email" {...form.getInputProps('email')} data-testid="lead-form-email" />
            <TextInput label={t('crm.fields.phone')} type="tel" {...form.getInputProps('phone')} data-testid="lead-form-phone" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('crm.fields.company')} {...form.getInputProps('company')} data-testid="lead-form-company" />
            <Select
              label={t('crm.fields.linkedCompany')}
              placeholder={t('crm.fields.none')}
              data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={form.values.companyId}
              onChange={chooseCompany}
              searchable
              clearable
              nothingFoundMessage={t('crm.common.nothingFound')}
              comboboxProps={{ zIndex: 500 }}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('crm.fields.status')}
              data={LEAD_STATUSES.map((s) => ({ value: s, label: t(`crm.status.${s}`) }))}
              allowDeselect={false}
              comboboxProps={{ zIndex: 500 }}
              {...form.getInputProps('status')}
              data-testid="lead-form-status"
            />
            <Select
              label={t('crm.fields.source')}
              data={LEAD_SOURCES.map((s) => ({ value: s, label: t(`crm.sources.${s}`) }))}
              allowDeselect={false}
              comboboxProps={{ zIndex: 500 }}
              {...form.getInputProps('source')}
              data-testid="lead-form-source"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LocaleNumberInput label={t('crm.fields.value')} min={0} currency="TRY" {...form.getInputProps('value')} data-testid="lead-form-value" />
            <Select
              label={t('crm.fields.assignedTo')}
              data={assignees}
              allowDeselect={false}
              comboboxProps={{ zIndex: 500 }}
              {...form.getInputProps('assignedTo')}
              data-testid="lead-form-assignee"
            />
          </SimpleGrid>
          {form.values.status === 'lost' && (
            <Textarea label={t('crm.fields.lostReason')} autosize minRows={2} {...form.getInputProps('lostReason')} data-testid="lead-form-lost-reason" />
          )}
          <FormActions onCancel={onClose} loading={create.isPending || update.isPending} submitTestId="lead-form-submit" />
        </Stack>
      </form>
    </Drawer>
  );
}
