import { useRef } from 'react';
import { Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SenderIdentitySelect } from '../../../sending/components/SenderIdentitySelect';
import { SpamCheckPanel } from '../../../sending/components/SpamCheckPanel';
import { useTemplatesQuery } from '../../../templates/hooks/useTemplatesQuery';
import { AbTestSection } from './AbTestSection';
import { MergeTagPicker } from './MergeTagPicker';
import { insertAt, type AbErrors, type CampaignDraft, type InfoErrors } from './wizardDraft';

type Props = {
  draft: CampaignDraft;
  onChange: (patch: Partial<CampaignDraft>) => void;
  errors: InfoErrors;
  abErrors: AbErrors;
};

type Field = 'subject' | 'content';

// InfoStep is step 1: name, template, sender identity, subject, HTML content with merge tags, the three options, A/B subjects and the spam check.
export function InfoStep({ draft, onChange, errors, abErrors }: Props) {
  const { t } = useTranslation();
  const templates = useTemplatesQuery();
  const subjectRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('content');

  // insertTag puts a merge tag at the caret of the field that had the focus last (the content by default).
  const insertTag = (text: string) => {
    const field = lastField.current;
    const el = field === 'subject' ? subjectRef.current : contentRef.current;
    const value = draft[field];
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? start;
    const next = insertAt(value, text, start, end);
    onChange({ [field]: next.value });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  const pickTemplate = (id: string | null) => {
    const tpl = templates.data?.find((x) => x.id === id);
    if (!tpl) {
      onChange({ templateId: null });
      return;
    }
    onChange({ templateId: tpl.id, subject: tpl.subject, content: tpl.htmlContent });
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('campaigns.wizard.fields.campaignName')}
          placeholder={t('campaigns.wizard.fields.campaignNamePlaceholder')}
          value={draft.campaignName}
          onChange={(e) => onChange({ campaignName: e.currentTarget.value })}
          data-testid="wizard-name"
        />
        <Select
          label={t('campaigns.wizard.fields.template')}
          placeholder={templates.data?.length ? t('campaigns.wizard.fields.templatePlaceholder') : t('campaigns.wizard.fields.noTemplates')}
          data={(templates.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
          value={draft.templateId}
          onChange={pickTemplate}
          clearable
          searchable
          nothingFoundMessage={t('campaigns.common.nothingFound')}
          disabled={!templates.data?.length}
          data-testid="wizard-template"
        />
      </SimpleGrid>
      <SenderIdentitySelect value={draft.senderIdentityId} onChange={(senderIdentityId) => onChange({ senderIdentityId })} />
      <Group justify="flex-end">
        <MergeTagPicker onInsert={insertTag} />
      </Group>
      <TextInput
        ref={subjectRef}
        label={t('campaigns.wizard.fields.subject')}
        withAsterisk
        value={draft.subject}
        onChange={(e) => onChange({ subject: e.currentTarget.value })}
        onFocus={() => (lastField.current = 'subject')}
        error={errors.subject && t('campaigns.wizard.subjectRequired')}
        data-testid="wizard-subject"
      />
      <Textarea
        ref={contentRef}
        label={t('campaigns.wizard.fields.content')}
        description={t('campaigns.wizard.fields.contentHint', { example: '{{ contact.first_name }}' })}
        withAsterisk
        autosize
        minRows={8}
        maxRows={16}
        value={draft.content}
        onChange={(e) => onChange({ content: e.currentTarget.value })}
        onFocus={() => (lastField.current = 'content')}
        error={errors.content && t('campaigns.wizard.contentRequired')}
        styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }}
        data-testid="wizard-content"
      />
      <Stack gap={6}>
        <Switch
          label={t('campaigns.wizard.fields.personalizeContent')}
          description={t('campaigns.wizard.fields.personalizeHint')}
          checked={draft.personalizeContent}
          onChange={(e) => onChange({ personalizeContent: e.currentTarget.checked })}
          data-testid="wizard-personalize"
        />
        <Switch
          label={t('campaigns.wizard.fields.trackOpens')}
          checked={draft.trackOpens}
          onChange={(e) => onChange({ trackOpens: e.currentTarget.checked })}
          data-testid="wizard-track-opens"
        />
        <Switch
          label={t('campaigns.wizard.fields.trackClicks')}
          checked={draft.trackClicks}
          onChange={(e) => onChange({ trackClicks: e.currentTarget.checked })}
          data-testid="wizard-track-clicks"
        />
      </Stack>
      <AbTestSection draft={draft} onChange={onChange} errors={abErrors} />
      <SpamCheckPanel subject={draft.subject} content={draft.content} />
      <Text size="xs" c="dimmed">
        {t('campaigns.wizard.requiredNote')}
      </Text>
    </Stack>
  );
}
