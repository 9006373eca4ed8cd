import { useEffect } from 'react';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { formatPercent } from '../../../../ui/format';
import { dealInputSchema } from '@ulak/shared/crm';
import { fieldErrors, serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { REQUIRED } from '../../../../ui/required';
import type { Deal, DealInput } from '../../api/dealsApi';
import { stageLabel } from '../../crmFormat';
import { useCompaniesQuery } from '../../hooks/useCompaniesQuery';
import { useLeadsQuery } from '../../hooks/useLeadsQuery';
import { usePipelineQuery } from '../../hooks/usePipelineQuery';
import { useSaveDealMutation } from '../../hooks/useSaveDealMutation';
import { FormActions } from '../../../../ui/FormActions';
import { usePeopleLabels } from '../common/usePeopleLabels';

/** Values to start a new deal with (from a lead, or a stage column). */
export type DealPreset = { title?: string; leadId?: string | null; companyId?: string | null; value?: number; stageId?: string };

type Props = { opened: boolean; deal: Deal | null; preset?: DealPreset; onClose: () => void };
type Values = {
  title: string;
  value: number | string;
  expectedCloseDate: string;
  stageId: string | null;
  leadId: string | null;
  companyId: string | null;
  assignedTo: string | null;
};

const LEAD_OPTIONS = { sort: 'name', order: 'asc', page: 1, limit: 200 } as const;

// DealFormModal creates a deal (in a chosen stage, by default the first) or edits one: title, value in lira,
// expected close date, the lead and company it belongs to, the member it is assigned to.
export function DealFormModal({ opened, deal, preset, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const pipeline = usePipelineQuery();
  const companies = useCompaniesQuery();
  const leads = useLeadsQuery(LEAD_OPTIONS);
  const save = useSaveDealMutation();
  const people = usePeopleLabels();
  // bodyOf is the deal the form sends; a new deal goes to the chosen stage (an edited one moves on the board)
  const bodyOf = (v: Values): DealInput => ({
    title: v.title.trim(),
    value: v.value === '' ? 0 : Number(v.value),
    expectedCloseDate: v.expectedCloseDate || null,
    leadId: v.leadId,
    companyId: v.companyId,
    assignedTo: v.assignedTo,
    ...(deal || !v.stageId ? {} : { stageId: v.stageId }),
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { title: '', value: 0, expectedCloseDate: '', stageId: null, leadId: null, companyId: null, assignedTo: null },
    validate: schemaValidate(dealInputSchema, { toBody: bodyOf }),
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(
      deal
        ? {
            title: deal.title,
            value: deal.value,
            expectedCloseDate: deal.expectedCloseDate ?? '',
            stageId: deal.stageId,
            leadId: deal.leadId,
            companyId: deal.companyId,
            assignedTo: deal.assignedTo,
          }
        : {
            title: preset?.title ?? '',
            value: preset?.value ?? 0,
            expectedCloseDate: '',
            stageId: preset?.stageId ?? pipeline.data?.stages[0]?.id ?? null,
            leadId: preset?.leadId ?? null,
            companyId: preset?.companyId ?? null,
            assignedTo: people.meId,
          },
    );
    form.clearErrors();
    // reset only when the modal opens
  }, [opened, deal, preset]);

  const submit = form.onSubmit((v) => {
    save.mutate(
      { id: deal?.id, body: bodyOf(v) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t(deal ? 'crm.deals.saved' : 'crm.deals.created') });
          onClose();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.saveFailed')) });
        },
      },
    );
  });

  const stageOptions = (pipeline.data?.stages ?? []).map((s) => ({
    value: s.id,
    label: `${stageLabel(s, i18n.language)} (${formatPercent(s.probability, i18n.language)})`,
  }));
  const leadOptions = (leads.data?.leads ?? []).map((l) => ({ value: l.id, label: l.email ? `${l.name} · ${l.email}` : l.name }));
  if (form.values.leadId && !leadOptions.some((o) => o.value === form.values.leadId))
    leadOptions.unshift({ value: form.values.leadId, label: preset?.title ?? t('crm.deals.linkedLead') });

  const assignees = [...people.options];
  if (form.values.assignedTo && !assignees.some((o) => o.value === form.values.assignedTo))
    assignees.push({ value: form.values.assignedTo, label: people.assignee(form.values.assignedTo) });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(deal ? 'crm.deals.editTitle' : 'crm.deals.createTitle')}
      centered
      size="lg"
      zIndex={350}
      data-testid="deal-form-modal"
    >
      <form onSubmit={submit} noValidate data-testid="deal-form">
        <Stack gap="md">
          <TextInput label={t('crm.deals.fields.title')} {...REQUIRED} {...form.getInputProps('title')} data-autofocus data-testid="deal-form-title" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LocaleNumberInput label={t('crm.deals.fields.value')} min={0} currency="TRY" {...form.getInputProps('value')} data-testid="deal-form-value" />
            <TextInput
              type="date"
              label={t('crm.deals.fields.expectedCloseDate')}
              {...form.getInputProps('expectedCloseDate')}
              data-testid="deal-form-close-date"
            />
          </SimpleGrid>
          {!deal && (
            <Select
              label={t('crm.deals.fields.stage')}
              data={stageOptions}
              allowDeselect={false}
              comboboxProps={{ zIndex: 500 }}
              {...form.getInputProps('stageId')}
              data-testid="deal-form-stage"
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('crm.deals.fields.lead')}
              placeholder={t('crm.fields.none')}
              data={leadOptions}
              searchable
              clearable
              nothingFoundMessage={t('crm.common.nothingFound')}
              comboboxProps={{ zIndex: 500 }}
              {...form.getInputProps('leadId')}
              data-testid="deal-form-lead"
            />
            <Select
              label={t('crm.deals.fields.company')}
              placeholder={t('crm.fields.none')}
              data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              searchable
              clearable
              nothingFoundMessage={t('crm.common.nothingFound')}
              comboboxProps={{ zIndex: 500 }}
              {...form.getInputProps('companyId')}
              data-testid="deal-form-company"
            />
          </SimpleGrid>
          <Select
            label={t('crm.fields.assignedTo')}
            placeholder={t('crm.people.unassigned')}
            data={assignees}
            clearable
            comboboxProps={{ zIndex: 500 }}
            {...form.getInputProps('assignedTo')}
            data-testid="deal-form-assignee"
          />
          <FormActions onCancel={onClose} loading={save.isPending} submitTestId="deal-form-submit" />
        </Stack>
      </form>
    </Modal>
  );
}
