import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { schemaValidate } from '../../../lib/schemaValidate';
import { useTranslation } from 'react-i18next';
import { impactLabel } from '../../status/impactLabel';
import { useAdminSiteT } from '../adminSiteI18n';
import { INCIDENT_IMPACTS, INCIDENT_STATUSES, STATUS_SERVICES, incidentCreateSchema } from '@ulak/shared/site';
import type { IncidentImpact, IncidentStatus, StatusService } from '../api/adminSiteApi';
import { useCreateIncidentMutation } from '../hooks/useCreateIncidentMutation';

type Props = { opened: boolean; onClose: () => void };

const incidentErrors = schemaValidate(incidentCreateSchema);

// IncidentCreateModal records a new incident for the status page.
export function IncidentCreateModal({ opened, onClose }: Props) {
  const { t } = useAdminSiteT();
  const { t: appT } = useTranslation();
  const create = useCreateIncidentMutation();
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<IncidentStatus>('investigating');
  const [impact, setImpact] = useState<IncidentImpact>('minor');
  const [services, setServices] = useState<StatusService[]>([]);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setTitle('');
    setStatus('investigating');
    setImpact('minor');
    setServices([]);
    setDescription('');
    setErrors({});
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { title: title.trim(), status, impact, services, description: description.trim() };
    const problems = incidentErrors(body);
    if (Object.keys(problems).length > 0) return setErrors(problems);
    create.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('incidents.created') });
        reset();
        onClose();
      },
      onError: (error) => {
        setErrors(fieldErrors(error));
        notifications.show({ color: 'red', message: serverErrorText(error, t('common.saveFailed')) });
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('incidents.new')} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="incident-create-form">
        <Stack gap="sm">
          <TextInput
            label={t('incidents.fields.title')}
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            maxLength={200}
            data-testid="incident-title"
          />
          <Group grow>
            <NativeSelect
              label={t('incidents.fields.status')}
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as IncidentStatus)}
              data={INCIDENT_STATUSES.map((s) => ({ value: s, label: t(`incidents.status.${s}`) }))}
              data-testid="incident-status"
            />
            <NativeSelect
              label={t('incidents.fields.impact')}
              value={impact}
              onChange={(e) => setImpact(e.currentTarget.value as IncidentImpact)}
              data={INCIDENT_IMPACTS.map((s) => ({ value: s, label: impactLabel(appT, s) }))}
              data-testid="incident-impact"
            />
          </Group>
          <Checkbox.Group label={t('incidents.fields.services')} value={services} onChange={(v) => setServices(v as StatusService[])}>
            <Group mt={6}>
              {STATUS_SERVICES.map((s) => (
                <Checkbox key={s} value={s} label={t(`incidents.services.${s}`)} data-testid={`incident-service-${s}`} />
              ))}
            </Group>
          </Checkbox.Group>
          <Textarea
            label={t('incidents.fields.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
            autosize
            minRows={3}
            maxLength={5000}
            data-testid="incident-description"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="incident-submit">
              {t('incidents.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
