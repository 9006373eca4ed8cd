import { useState } from 'react';
import { Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHANNEL_TEXT_MAX, smsSegments } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../lib/api';

/** A WhatsApp template as typed: its name, language and one parameter per line. */
export type TemplateDraft = { name: string; language: string; params: string };

export const EMPTY_TEMPLATE: TemplateDraft = { name: '', language: 'tr', params: '' };

// templateBody is the template a request sends: trimmed name and language, the non-empty parameter lines.
export function templateBody(tpl: TemplateDraft) {
  return {
    name: tpl.name.trim(),
    language: tpl.language.trim(),
    params: tpl.params
      .split('\n')
      .map((p) => p.trim())
      .filter(Boolean),
  };
}

type TemplateFieldsProps = {
  value: TemplateDraft;
  onChange: (value: TemplateDraft) => void;
  errors: { name?: string; language?: string };
  required?: boolean;
  namePlaceholder?: string;
};

// TemplateFields edits a WhatsApp template: name and language side by side, then the parameters.
export function TemplateFields({ value, onChange, errors, required, namePlaceholder }: TemplateFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group grow>
        <TextInput
          label={t('channels.send.templateName')}
          value={value.name}
          onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
          error={errors.name}
          required={required}
          placeholder={namePlaceholder}
        />
        <TextInput
          label={t('channels.send.templateLanguage')}
          value={value.language}
          onChange={(e) => onChange({ ...value, language: e.currentTarget.value })}
          error={errors.language}
        />
      </Group>
      <Textarea
        label={t('channels.send.templateParams')}
        value={value.params}
        onChange={(e) => onChange({ ...value, params: e.currentTarget.value })}
        autosize
        minRows={2}
      />
    </>
  );
}

type MessageTextFieldProps = { value: string; onChange: (text: string) => void; error?: string; required?: boolean; testId: string };

// MessageTextField is the text of a message or campaign, up to the channels' length limit.
export function MessageTextField({ value, onChange, error, required, testId }: MessageTextFieldProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('channels.send.text')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      maxLength={CHANNEL_TEXT_MAX}
      autosize
      minRows={3}
      required={required}
      data-testid={testId}
    />
  );
}

// SegmentCounter shows, while typing, the SMS encoding and segment count (and which characters force UCS-2).
export function SegmentCounter({ text }: { text: string }) {
  const { t } = useTranslation();
  const info = smsSegments(text);
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" data-testid="sms-segments" data-segments={info.segments} data-encoding={info.encoding}>
        {t('channels.send.segments', { encoding: info.encoding, units: info.units, segments: info.segments, remaining: info.remaining })}
      </Text>
      {info.nonGsmCharacters.length > 0 && (
        <Text size="xs" c="orange">
          {t('channels.send.ucs2', { chars: info.nonGsmCharacters.join(' ') })}
        </Text>
      )}
    </Stack>
  );
}

// useFieldErrors keeps a channel form's field errors; failed puts the server's field errors on the fields and
// notifies its text.
export function useFieldErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failed = (err: unknown) => {
    setErrors(fieldErrors(err));
    notifications.show({ color: 'red', message: serverErrorText(err, t('channels.notify.failed')) });
  };
  return { errors, setErrors, failed };
}
