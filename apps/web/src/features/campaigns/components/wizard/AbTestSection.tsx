import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { AB_LIMITS, type AbErrors, type CampaignDraft } from './wizardDraft';

type Props = { draft: CampaignDraft; onChange: (patch: Partial<CampaignDraft>) => void; errors: AbErrors };

// AbTestSection is the optional A/B subject test: 2–4 subjects sent to a test group, the winner by opens or clicks goes to the rest.
export function AbTestSection({ draft, onChange, errors }: Props) {
  const { t } = useTranslation();
  const setSubject = (i: number, value: string) => onChange({ abSubjects: draft.abSubjects.map((s, j) => (j === i ? value : s)) });

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Switch
          label={t('campaigns.wizard.ab.toggle')}
          description={t('campaigns.wizard.ab.hint')}
          checked={draft.abEnabled}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            onChange(on && !draft.abSubjects[0]?.trim() ? { abEnabled: on, abSubjects: [draft.subject, ...draft.abSubjects.slice(1)] } : { abEnabled: on });
          }}
          data-testid="wizard-ab-toggle"
        />
        {draft.abEnabled && (
          <Stack gap="xs">
            {draft.abSubjects.map((subject, i) => (
              <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('campaigns.wizard.ab.subjectN', { n: String.fromCharCode(65 + i) })}
                  value={subject}
                  onChange={(e) => setSubject(i, e.currentTarget.value)}
                  error={errors.subjects?.includes(i) && t('campaigns.wizard.subjectRequired')}
                  data-testid="wizard-ab-subject"
                />
                {draft.abSubjects.length > AB_LIMITS.minSubjects && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mb={4}
                    aria-label={t('campaigns.wizard.ab.remove')}
                    onClick={() => onChange({ abSubjects: draft.abSubjects.filter((_, j) => j !== i) })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            {draft.abSubjects.length < AB_LIMITS.maxSubjects && (
              <Group>
                <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} />} onClick={() => onChange({ abSubjects: [...draft.abSubjects, ''] })}>
                  {t('campaigns.wizard.ab.add')}
                </Button>
              </Group>
            )}
            <Group grow align="flex-start">
              <LocaleNumberInput
                label={t('campaigns.wizard.ab.testPercent')}
                min={AB_LIMITS.minPercent}
                max={AB_LIMITS.maxPercent}
                decimalScale={0}
                percent
                value={draft.abTestPercent}
                onChange={(v) => onChange({ abTestPercent: typeof v === 'number' && Number.isFinite(v) ? v : 0 })}
                error={errors.testPercent && t('campaigns.wizard.ab.testPercentError', { min: AB_LIMITS.minPercent, max: AB_LIMITS.maxPercent })}
              />
              <LocaleNumberInput
                label={t('campaigns.wizard.ab.waitMinutes')}
                min={1}
                decimalScale={0}
                value={draft.abWaitMinutes}
                onChange={(v) => onChange({ abWaitMinutes: typeof v === 'number' && Number.isFinite(v) ? v : 0 })}
                error={errors.waitMinutes && t('campaigns.wizard.ab.waitError')}
              />
            </Group>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('campaigns.wizard.ab.metric')}
              </Text>
              <SegmentedControl
                value={draft.abMetric}
                onChange={(v) => onChange({ abMetric: v === 'click' ? 'click' : 'open' })}
                data={[
                  { value: 'open', label: t('campaigns.wizard.ab.metrics.open') },
                  { value: 'click', label: t('campaigns.wizard.ab.metrics.click') },
                ]}
              />
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
