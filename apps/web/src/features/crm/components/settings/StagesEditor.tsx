import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Box, Button, ColorInput, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { stagesUpdateSchema } from '@ulak/shared/crm';
import { fieldErrors, serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import type { Stage } from '../../api/dealsApi';
import type { StageInput } from '../../api/settingsApi';
import { stageLabel } from '../../crmFormat';
import { useSaveStagesMutation } from '../../hooks/useSaveStagesMutation';

type Row = StageInput & { rowKey: string };

const HEX = /^#[0-9a-fA-F]{6}$/;
let nextKey = 0;

// bodyOf is the stages the editor sends, in order (a saved stage with its id).
const bodyOf = (rows: Row[]) => ({
  stages: rows.map(({ id, name, probability, color }) => ({ ...(id ? { id } : {}), name: name.trim(), probability, color })),
});
// stageErrors checks the rows with the server's schema (a name, a whole probability from 0 to 100, a #rrggbb colour),
// keyed 'stages.<row>.<field>'.
const stageErrors = schemaValidate(stagesUpdateSchema, { toBody: bodyOf });

// StagesEditor renames, re-weights, recolours, reorders and adds pipeline stages. Saved stages cannot be removed
// (deals may sit in them); a new, unsaved row can.
export function StagesEditor({ stages }: { stages: Stage[] }) {
  const { t, i18n } = useTranslation();
  const save = useSaveStagesMutation();
  const [rows, setRows] = useState<Row[]>([]);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    setRows(stages.map((s) => ({ id: s.id, name: stageLabel(s, i18n.language), probability: s.probability, color: s.color, rowKey: s.id })));
    setTouched(false);
  }, [stages, i18n.language]);

  const patch = (i: number, p: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...p } : r)));
  const swap = (i: number, j: number) =>
    setRows((rs) => {
      const next = [...rs];
      [next[i], next[j]] = [next[j], next[i]];
      return next;
    });
  const errors = stageErrors(rows);

  const submit = () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    save.mutate(bodyOf(rows).stages, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('crm.settings.stages.saved') }),
      onError: (error) => {
        const fields = fieldErrors(error);
        notifications.show({ color: 'red', message: Object.values(fields)[0] ?? serverErrorText(error, t('crm.common.saveFailed')) });
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="crm-stages-editor">
      <Stack gap="sm">
        <div>
          <Title order={4}>{t('crm.settings.stages.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('crm.settings.stages.text')}
          </Text>
        </div>
        {rows.map((r, i) => {
          // the name shows the catalogue's text; a probability or colour says which values it takes
          const err = touched ? { name: errors[`stages.${i}.name`], probability: errors[`stages.${i}.probability`], color: errors[`stages.${i}.color`] } : {};
          return (
            <Group key={r.rowKey} align="flex-start" wrap="nowrap" gap="xs" data-testid="stage-row">
              <Box w={6} h={36} mt={0} style={{ borderRadius: 3, background: HEX.test(r.color) ? r.color : 'transparent', flexShrink: 0 }} aria-hidden />
              <TextInput
                aria-label={t('crm.settings.stages.name')}
                placeholder={t('crm.settings.stages.name')}
                value={r.name}
                onChange={(e) => patch(i, { name: e.currentTarget.value })}
                error={err.name}
                style={{ flex: 1 }}
                maxLength={100}
                data-testid="stage-row-name"
              />
              <LocaleNumberInput
                aria-label={t('crm.settings.stages.probability')}
                percent
                min={0}
                max={100}
                decimalScale={0}
                value={r.probability}
                onChange={(v) => patch(i, { probability: typeof v === 'number' ? v : Number.NaN })}
                error={err.probability && t('crm.settings.stages.probabilityInvalid')}
                w={100}
                data-testid="stage-row-probability"
              />
              <ColorInput
                aria-label={t('crm.settings.stages.color')}
                format="hex"
                value={r.color}
                onChange={(v) => patch(i, { color: v })}
                error={err.color && t('crm.settings.stages.colorInvalid')}
                w={140}
                data-testid="stage-row-color"
              />
              <Tooltip label={t('crm.settings.stages.up')} withArrow>
                <ActionIcon variant="subtle" mt={4} disabled={i === 0} onClick={() => swap(i, i - 1)} aria-label={t('crm.settings.stages.up')}>
                  <IconArrowUp size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('crm.settings.stages.down')} withArrow>
                <ActionIcon variant="subtle" mt={4} disabled={i === rows.length - 1} onClick={() => swap(i, i + 1)} aria-label={t('crm.settings.stages.down')}>
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('crm.settings.stages.remove')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={4}
                  disabled={Boolean(r.id)}
                  onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                  aria-label={t('crm.settings.stages.remove')}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        })}
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={16} />}>
          {t('crm.settings.stages.noDelete')}
        </Alert>
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={rows.length >= 20}
            onClick={() => setRows((rs) => [...rs, { name: '', probability: 50, color: '#228be6', rowKey: `new-${nextKey++}` }])}
            data-testid="stage-add"
          >
            {t('crm.settings.stages.add')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="stages-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
