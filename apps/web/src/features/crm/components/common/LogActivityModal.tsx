import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, activityInputSchema } from '@ulak/shared/crm';
import { fieldErrors, serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { REQUIRED } from '../../../../ui/required';
import type { ActivityInput, ActivityLinks, ActivityType } from '../../api/activitiesApi';
import type { Pipeline } from '../../api/dealsApi';
import { useCompaniesQuery } from '../../hooks/useCompaniesQuery';
import { useCreateActivityMutation } from '../../hooks/useCreateActivityMutation';
import { useLeadsQuery } from '../../hooks/useLeadsQuery';
import { pipelineQueryKey, usePipelineQuery } from '../../hooks/usePipelineQuery';
import { activityLinks } from './activityLinks';
import { ACTIVITY_META } from './activityTypes';
import { FormActions } from '../../../../ui/FormActions';
import { usePeopleLabels } from './usePeopleLabels';

type Props = {
  opened: boolean;
  /** The record the activity belongs to (none for a free-standing one). */
  links: ActivityLinks;
  /** The record's name, shown under the title. */
  subject?: string | null;
  initialType?: ActivityType;
  /** Offer lead, deal and company pickers (the activities tab, where no record is given). */
  pickLinks?: boolean;
  onClose: () => void;
};

type Values = {
  type: ActivityType;
  title: string;
  description: string;
  at: string;
  /** A task's assignee (null: unassigned). */
  assignedTo: string | null;
  leadId: string | null;
  dealId: string | null;
  companyId: string | null;
};

const LEAD_OPTIONS = { sort: 'name', order: 'asc', page: 1, limit: 200 } as const;
const NO_LINKS = { leadId: null, dealId: null, companyId: null };
const openDeals = (pipeline: Pipeline | undefined) => (pipeline?.stages ?? []).flatMap((s) => s.deals);

// LinkPickers lets the user choose the lead, open deal and company an activity belongs to.
function LinkPickers({ form }: { form: ReturnType<typeof useForm<Values>> }) {
  const { t } = useTranslation();
  const leads = useLeadsQuery(LEAD_OPTIONS);
  const pipeline = usePipelineQuery();
  const companies = useCompaniesQuery();
  const common = {
    searchable: true,
    clearable: true,
    placeholder: t('crm.fields.none'),
    nothingFoundMessage: t('crm.common.nothingFound'),
    comboboxProps: { zIndex: 500 },
  };
  const deals = openDeals(pipeline.data);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('crm.activity.lead')}
        data={(leads.data?.leads ?? []).map((l) => ({ value: l.id, label: l.email ? `${l.name} · ${l.email}` : l.name }))}
        {...common}
        {...form.getInputProps('leadId')}
        data-testid="activity-lead"
      />
      <Select
        label={t('crm.activity.deal')}
        data={deals.map((d) => ({ value: d.id, label: d.title }))}
        {...common}
        {...form.getInputProps('dealId')}
        data-testid="activity-deal"
      />
      <Select
        label={t('crm.activity.company')}
        data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        {...common}
        {...form.getInputProps('companyId')}
        data-testid="activity-company"
      />
    </SimpleGrid>
  );
}

// isoOf turns a datetime-local value into the API's instant (an unreadable one is left for the schema to refuse).
const isoOf = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

const pad = (n: number) => String(n).padStart(2, '0');
// localInput formats a date for a datetime-local input (local time, minutes).
export function localInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// LogActivityModal logs a call, email, meeting, note or task (with a due time and an assignee) on a lead, deal,
// contact or company.
export function LogActivityModal({ opened, links, subject, initialType = 'call', pickLinks = false, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreateActivityMutation();
  const queryClient = useQueryClient();
  const people = usePeopleLabels();
  // bodyOf is the activity the form sends: a task's time is when it is due, any other's when it happened
  const bodyOf = (values: Values): ActivityInput => {
    const at = values.at ? isoOf(values.at) : undefined;
    return {
      ...(pickLinks ? activityLinks(links, values, openDeals(queryClient.getQueryData<Pipeline>(pipelineQueryKey))) : links),
      type: values.type,
      title: values.title.trim(),
      description: values.description.trim() || undefined,
      ...(values.type === 'task' ? { dueAt: at, assignedTo: values.assignedTo } : { occurredAt: at }),
    };
  };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { type: initialType, title: '', description: '', at: '', assignedTo: null, ...NO_LINKS },
    validate: schemaValidate(activityInputSchema, {
      toBody: bodyOf,
      paths: { dueAt: 'at', occurredAt: 'at' },
      // the server takes a task without a due time; the screen asks for one
      uiOnly: (values) => ({ at: values.type === 'task' && !values.at && t('crm.activity.dueRequired') }),
    }),
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues({ type: initialType, title: '', description: '', at: localInput(new Date()), assignedTo: people.meId, ...NO_LINKS });
    form.clearErrors();
    // reset only when the modal opens
  }, [opened, initialType]);

  const submit = form.onSubmit((values) => {
    create.mutate(bodyOf(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('crm.activity.logged') });
        onClose();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.saveFailed')) });
      },
    });
  });

  const isTask = form.values.type === 'task';
  return (
    <Modal opened={opened} onClose={onClose} title={t('crm.activity.logTitle')} centered size="lg" zIndex={350} data-testid="log-activity-modal">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {subject && (
            <Text size="sm" c="dimmed">
              {t('crm.activity.for', { name: subject })}
            </Text>
          )}
          <SegmentedControl
            fullWidth
            data={ACTIVITY_TYPES.map((type) => {
              const Meta = ACTIVITY_META[type];
              return {
                value: type,
                label: (
                  <Group gap={6} justify="center" wrap="nowrap" data-testid={`activity-type-${type}`}>
                    <Meta.icon size={14} />
                    <span>{t(`crm.activityTypes.${type}`)}</span>
                  </Group>
                ),
              };
            })}
            {...form.getInputProps('type')}
            aria-label={t('crm.activity.type')}
          />
          <TextInput
            label={t('crm.activity.title')}
            placeholder={t(`crm.activity.placeholders.${form.values.type}`)}
            {...REQUIRED}
            {...form.getInputProps('title')}
            data-autofocus
            data-testid="activity-title"
          />
          {pickLinks && <LinkPickers form={form} />}
          <Textarea
            label={t('crm.activity.description')}
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description')}
            data-testid="activity-description"
          />
          <TextInput
            type="datetime-local"
            label={t(isTask ? 'crm.activity.dueAt' : 'crm.activity.occurredAt')}
            {...(isTask ? REQUIRED : {})}
            {...form.getInputProps('at')}
            data-testid="activity-at"
          />
          {isTask && (
            <Select
              label={t('crm.fields.assignedTo')}
              placeholder={t('crm.people.unassigned')}
              data={people.options}
              clearable
              comboboxProps={{ zIndex: 500 }}
              {...form.getInputProps('assignedTo')}
              data-testid="activity-assignee"
            />
          )}
          <FormActions onCancel={onClose} submitLabel={t('crm.activity.submit')} loading={create.isPending} submitTestId="activity-submit" />
        </Stack>
      </form>
    </Modal>
  );
}
