import { Alert, Anchor, Badge, Group, MultiSelect, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../ui/format';
import { useListsQuery } from '../../../audience/hooks/useListsQuery';
import { useSegmentsQuery } from '../../../audience/hooks/useSegmentsQuery';
import { droppedRecipients, parsedRecipients, type CampaignDraft } from './wizardDraft';

type Props = { draft: CampaignDraft; onChange: (patch: Partial<CampaignDraft>) => void; showError: boolean };

// RecipientsStep is step 2: free-text recipients (one per line, "address, Name") with a live count, plus lists and segments.
export function RecipientsStep({ draft, onChange, showError }: Props) {
  const { t, i18n } = useTranslation();
  const lists = useListsQuery();
  const segments = useSegmentsQuery();
  const count = parsedRecipients(draft).length;
  const dropped = droppedRecipients(draft);
  const n = (v: number) => formatNumber(v, i18n.language);

  return (
    <Stack gap="sm">
      <Textarea
        label={t('campaigns.wizard.recipients.label')}
        description={t('campaigns.wizard.recipients.hint')}
        placeholder={t('campaigns.wizard.recipients.placeholder')}
        autosize
        minRows={6}
        maxRows={14}
        value={draft.recipients}
        onChange={(e) => onChange({ recipients: e.currentTarget.value })}
        styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }}
        data-testid="wizard-recipients"
      />
      <Group gap="xs">
        <Badge variant="light" color={count > 0 ? 'teal' : 'gray'} data-testid="wizard-recipient-count" data-count={count}>
          {t('campaigns.wizard.recipients.parsed', { num: n(count) })}
        </Badge>
      </Group>
      {dropped.length > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="xs" data-testid="wizard-recipients-dropped" data-count={dropped.length}>
          <Text size="sm" fw={600}>
            {t('campaigns.wizard.recipients.dropped', { count: dropped.length, num: n(dropped.length) })}
          </Text>
          <Stack gap={0} mt={4}>
            {dropped.slice(0, 5).map((d) => (
              <Text key={d.line} size="xs" style={{ overflowWrap: 'anywhere' }}>
                {t('campaigns.wizard.recipients.droppedLine', {
                  line: d.line,
                  text: d.text,
                  reason: t(`campaigns.wizard.recipients.droppedReasons.${d.reason}`),
                })}
              </Text>
            ))}
            {dropped.length > 5 && <Text size="xs">{t('campaigns.wizard.recipients.droppedMore', { num: n(dropped.length - 5) })}</Text>}
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label={t('campaigns.wizard.recipients.lists')}
          placeholder={lists.data?.length ? t('campaigns.wizard.recipients.listsPlaceholder') : t('campaigns.wizard.recipients.noLists')}
          data={(lists.data ?? []).map((l) => ({ value: l.id, label: t('campaigns.wizard.recipients.option', { name: l.name, num: n(l.members.confirmed) }) }))}
          value={draft.listIds}
          onChange={(listIds) => onChange({ listIds })}
          disabled={!lists.data?.length}
          searchable
          clearable
          nothingFoundMessage={t('campaigns.common.nothingFound')}
          comboboxProps={{ keepMounted: false }}
          data-testid="wizard-lists"
        />
        <MultiSelect
          label={t('campaigns.wizard.recipients.segments')}
          placeholder={segments.data?.length ? t('campaigns.wizard.recipients.segmentsPlaceholder') : t('campaigns.wizard.recipients.noSegments')}
          data={(segments.data ?? []).map((s) => ({ value: s.id, label: t('campaigns.wizard.recipients.option', { name: s.name, num: n(s.count) }) }))}
          value={draft.segmentIds}
          onChange={(segmentIds) => onChange({ segmentIds })}
          disabled={!segments.data?.length}
          searchable
          clearable
          nothingFoundMessage={t('campaigns.common.nothingFound')}
          comboboxProps={{ keepMounted: false }}
          data-testid="wizard-segments"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('campaigns.wizard.recipients.audienceHint')}{' '}
        <Anchor component={Link} to="/app/contacts" size="xs">
          {t('campaigns.wizard.recipients.manageAudience')}
        </Anchor>
      </Text>
      {showError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="wizard-recipients-error">
          {t('campaigns.wizard.noValidRecipients')}
        </Alert>
      )}
    </Stack>
  );
}
