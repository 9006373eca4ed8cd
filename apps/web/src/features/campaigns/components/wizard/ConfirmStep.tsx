import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../ui/format';
import { useListsQuery } from '../../../audience/hooks/useListsQuery';
import { useSegmentsQuery } from '../../../audience/hooks/useSegmentsQuery';
import { useTemplatesQuery } from '../../../templates/hooks/useTemplatesQuery';
import { parsedRecipients, scheduleError, type CampaignDraft } from './wizardDraft';

type Props = { draft: CampaignDraft; onChange: (patch: Partial<CampaignDraft>) => void; showScheduleError: boolean };

// ConfirmStep is step 3: a summary of the campaign, a preview of its content and the optional schedule.
export function ConfirmStep({ draft, onChange, showScheduleError }: Props) {
  const { t, i18n } = useTranslation();
  const lists = useListsQuery();
  const segments = useSegmentsQuery();
  const templates = useTemplatesQuery();
  const n = (v: number) => formatNumber(v, i18n.language);
  const freeText = parsedRecipients(draft).length;
  const chosenLists = (lists.data ?? []).filter((l) => draft.listIds.includes(l.id));
  const chosenSegments = (segments.data ?? []).filter((s) => draft.segmentIds.includes(s.id));
  const upTo = freeText + chosenLists.reduce((a, l) => a + l.members.confirmed, 0) + chosenSegments.reduce((a, s) => a + s.count, 0);
  const template = templates.data?.find((x) => x.id === draft.templateId);
  const onOff = (v: boolean) => (
    <Badge variant="light" color={v ? 'teal' : 'gray'}>
      {v ? t('campaigns.common.on') : t('campaigns.common.off')}
    </Badge>
  );
  const row = (label: string, value: ReactNode, testId?: string) => (
    <Table.Tr>
      <Table.Th w={200}>{label}</Table.Th>
      <Table.Td data-testid={testId}>{value}</Table.Td>
    </Table.Tr>
  );

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <Table data-testid="wizard-summary">
          <Table.Tbody>
            {row(t('campaigns.wizard.fields.campaignName'), draft.campaignName.trim() || draft.subject, 'summary-name')}
            {row(t('campaigns.wizard.fields.subject'), draft.abEnabled ? draft.abSubjects.join(' · ') : draft.subject, 'summary-subject')}
            {template && row(t('campaigns.wizard.fields.template'), template.name)}
            {row(t('campaigns.wizard.confirm.freeText'), n(freeText), 'summary-free-text')}
            {chosenLists.length > 0 && row(t('campaigns.wizard.recipients.lists'), chosenLists.map((l) => l.name).join(', '), 'summary-lists')}
            {chosenSegments.length > 0 && row(t('campaigns.wizard.recipients.segments'), chosenSegments.map((s) => s.name).join(', '), 'summary-segments')}
            {row(t('campaigns.wizard.confirm.estimated'), t('campaigns.wizard.confirm.upTo', { num: n(upTo) }), 'summary-estimated')}
            {row(t('campaigns.wizard.fields.personalizeContent'), onOff(draft.personalizeContent))}
            {row(t('campaigns.wizard.fields.trackOpens'), onOff(draft.trackOpens))}
            {row(t('campaigns.wizard.fields.trackClicks'), onOff(draft.trackClicks))}
            {draft.abEnabled &&
              row(
                t('campaigns.wizard.ab.toggle'),
                t('campaigns.wizard.confirm.abSummary', {
                  percent: draft.abTestPercent,
                  minutes: draft.abWaitMinutes,
                  metric: t(`campaigns.wizard.ab.metrics.${draft.abMetric}`),
                }),
              )}
          </Table.Tbody>
        </Table>
      </Paper>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('campaigns.wizard.confirm.preview')}
        </Text>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <iframe
            title={t('campaigns.wizard.confirm.preview')}
            sandbox=""
            srcDoc={draft.content}
            style={{ width: '100%', height: 280, border: 0, display: 'block', background: '#fff' }}
          />
        </Paper>
      </Stack>
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="xs">
          <Group>
            <Switch
              label={t('campaigns.wizard.schedule.toggle')}
              checked={draft.scheduleEnabled}
              onChange={(e) => onChange({ scheduleEnabled: e.currentTarget.checked })}
              data-testid="wizard-schedule-toggle"
            />
          </Group>
          {draft.scheduleEnabled && (
            <TextInput
              type="datetime-local"
              label={t('campaigns.wizard.schedule.at')}
              value={draft.scheduledAt}
              onChange={(e) => onChange({ scheduledAt: e.currentTarget.value })}
              error={showScheduleError && scheduleError(draft) && t('campaigns.wizard.schedule.required')}
              data-testid="wizard-schedule-at"
            />
          )}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
