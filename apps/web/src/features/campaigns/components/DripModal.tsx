import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_DRIP_STEPS, dripInputSchema } from '@ulak/shared/automation';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { useListsQuery } from '../../audience/hooks/useListsQuery';
import { useCreateDripMutation } from '../../automation/hooks/useCreateDripMutation';
import { SenderIdentitySelect } from '../../sending/components/SenderIdentitySelect';
import { useTemplatesQuery } from '../../templates/hooks/useTemplatesQuery';
import '../campaignsI18n';

type Step = { templateId: string | null; delayDays: number };
const FIRST: Step[] = [{ templateId: null, delayDays: 0 }];

// DripModal creates a drip campaign from the campaigns page: a list, emails with the days to wait before each, and a
// sender; the automation engine runs it as a published workflow and the list's members enter at once.
export function DripModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lists = useListsQuery();
  const templates = useTemplatesQuery();
  const create = useCreateDripMutation();
  const [name, setName] = useState('');
  const [listId, setListId] = useState<string | null>(null);
  const [steps, setSteps] = useState<Step[]>(FIRST);
  const [senderIdentityId, setSender] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setName('');
    setListId(null);
    setSteps(FIRST);
    setSender(null);
    setProblem(null);
    create.reset();
    onClose();
  };
  const setStep = (i: number, patch: Partial<Step>) => setSteps((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const templateData = (templates.data ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }));

  const submit = () => {
    const input = { name: name.trim(), listId, steps, ...(senderIdentityId ? { senderIdentityId } : {}) };
    const parsed = dripInputSchema.safeParse(input);
    if (!parsed.success) {
      setProblem(t('campaigns.drip.required'));
      return;
    }
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', message: t('campaigns.drip.created', { name: r.workflow.name, count: r.enrolled }) });
        close();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('campaigns.drip.title')} size="lg" data-testid="drip-modal">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('campaigns.drip.text')}
        </Text>
        <TextInput
          label={t('campaigns.drip.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          maxLength={200}
          data-testid="drip-name"
        />
        <Select
          label={t('campaigns.drip.list')}
          placeholder={t('campaigns.drip.choose')}
          searchable
          data={(lists.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          value={listId}
          onChange={setListId}
          required
          data-testid="drip-list"
        />
        <Text fw={600} size="sm">
          {t('campaigns.drip.steps')}
        </Text>
        {steps.map((s, i) => (
          <Group key={i} align="flex-end" wrap="nowrap" data-testid={`drip-step-${i}`}>
            <Select
              style={{ flex: 2 }}
              label={`${i + 1}. ${t('campaigns.drip.template')}`}
              placeholder={t('campaigns.drip.choose')}
              searchable
              data={templateData}
              value={s.templateId}
              onChange={(v) => setStep(i, { templateId: v })}
              data-testid={`drip-template-${i}`}
            />
            <LocaleNumberInput
              style={{ flex: 1 }}
              label={i === 0 ? t('campaigns.drip.delayFirst') : t('campaigns.drip.delayDays')}
              decimalScale={0}
              min={0}
              max={365}
              value={s.delayDays}
              onChange={(v) => setStep(i, { delayDays: typeof v === 'number' ? v : 0 })}
              data-testid={`drip-delay-${i}`}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('campaigns.drip.removeStep')}
              disabled={steps.length === 1}
              onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
              mb={4}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={steps.length >= MAX_DRIP_STEPS}
            onClick={() => setSteps((all) => [...all, { templateId: null, delayDays: 2 }])}
            data-testid="drip-add-step"
          >
            {t('campaigns.drip.addStep')}
          </Button>
        </Group>
        <SenderIdentitySelect value={senderIdentityId} onChange={setSender} />
        {(problem || create.isError) && (
          <Alert color="red" icon={<IconAlertTriangle size={16} />} data-testid="drip-error">
            {problem ?? serverErrorText(create.error, t('campaigns.drip.required'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('campaigns.drip.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending} data-testid="drip-submit">
            {t('campaigns.drip.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
