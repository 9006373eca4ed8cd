import { useEffect } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES } from '@ulak/shared/crm';
import { fieldErrors, serverErrorText } from '../../../../lib/api';
import { REQUIRED } from '../../../../ui/required';
import type { ActivityLinks, ActivityType } from '../../api/activitiesApi';
import { useCreateActivityMutation } from '../../hooks/useCreateActivityMutation';
import { ACTIVITY_META } from './activityTypes';

type Props = {
  opened: boolean;
  /** The record the activity belongs to (none for a free-standing one). */
  links: ActivityLinks;
  /** The record's name, shown under the title. */
  subject?: string | null;
  initialType?: ActivityType;
  onClose: () => void;
};

type Values = { type: ActivityType; title: string; description: string; at: string };

const pad = (n: number) => String(n).padStart(2, '0');
// localInput formats a date for a datetime-local input (local time, minutes).
export function localInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// LogActivityModal logs a call, email, meeting, note or task (with a due time) on a lead, deal, contact or company.
export function LogActivityModal({ opened, links, subject, initialType = 'call', onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreateActivityMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { type: initialType, title: '', description: '', at: '' },
    validate: {
      title: (v) => (v.trim() ? null : t('crm.activity.titleRequired')),
      at: (v, values) => (values.type === 'task' && !v ? t('crm.activity.dueRequired') : null),
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues({ type: initialType, title: '', description: '', at: localInput(new Date()) });
    form.clearErrors();
    // reset only when the modal opens
  }, [opened, initialType]);

  const submit = form.onSubmit((values) => {
    const at = values.at ? new Date(values.at).toISOString() : undefined;
    create.mutate(
      {
        ...links,
        type: values.type,
        title: values.title.trim(),
        description: values.description.trim() || undefined,
        ...(values.type === 'task' ? { dueAt: at } : { occurredAt: at }),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('crm.activity.logged') });
          onClose();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.saveFailed')) });
        },
      },
    );
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
          <TextInput label={t('crm.activity.title')} placeholder={t(`crm.activity.placeholders.${form.values.type}`)} {...REQUIRED} {...form.getInputProps('title')} data-autofocus data-testid="activity-title" />
          <Textarea label={t('crm.activity.description')} autosize minRows={3} maxRows={8} {...form.getInputProps('description')} data-testid="activity-description" />
          <TextInput type="datetime-local" label={t(isTask ? 'crm.activity.dueAt' : 'crm.activity.occurredAt')} {...(isTask ? REQUIRED : {})} {...form.getInputProps('at')} data-testid="activity-at" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="activity-submit">
              {t('crm.activity.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
