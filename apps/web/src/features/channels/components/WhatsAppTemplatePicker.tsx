import { Alert, Anchor, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ChannelTemplate, WhatsAppTemplate } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { useWhatsappTemplatesQuery } from '../hooks/useWhatsappTemplatesQuery';
import { EMPTY_TEMPLATE, TemplateFields, templateBody, type TemplateDraft } from './MessageFields';

/** What the picker holds: a template of the list with its parameters, or one typed by hand. */
export type PickedTemplate = {
  manual: boolean;
  key: string | null;
  header: string;
  body: string[];
  buttons: Record<number, string>;
  typed: TemplateDraft;
};

export const EMPTY_PICK: PickedTemplate = { manual: false, key: null, header: '', body: [], buttons: {}, typed: EMPTY_TEMPLATE };

/** A template's key in pickers: its name and language (a name can be approved in several languages). */
export const templateKey = (t: Pick<WhatsAppTemplate, 'name' | 'language'>) => `${t.name}|${t.language}`;
const keyOf = templateKey;
const MEDIA = ['IMAGE', 'VIDEO', 'DOCUMENT'];

// fill puts parameter values (or their numbers) into a template text's {{n}} placeholders, in order.
function fill(text: string, values: string[]): string {
  let i = 0;
  return text.replace(/\{\{\s*\w{1,40}\s*\}\}/g, () => {
    const v = values[i++];
    return v?.trim() ? v : `[${i}]`;
  });
}

// pickedTemplate turns the picker's state into the template a send carries, or undefined while a parameter is missing.
export function pickedTemplate(pick: PickedTemplate, templates: WhatsAppTemplate[] | undefined): ChannelTemplate | undefined {
  if (pick.manual) {
    const t = templateBody(pick.typed);
    return t.name ? t : undefined;
  }
  const t = templates?.find((x) => keyOf(x) === pick.key);
  if (!t) return undefined;
  const body = Array.from({ length: t.body.params }, (_, i) => pick.body[i]?.trim() ?? '');
  if (body.some((v) => !v)) return undefined;
  let header: ChannelTemplate['header'];
  if (t.header && MEDIA.includes(t.header.format)) {
    if (!/^https:\/\/\S+$/.test(pick.header.trim())) return undefined;
    header = { type: t.header.format.toLowerCase() as 'image', link: pick.header.trim() };
  } else if (t.header?.params) {
    if (!pick.header.trim()) return undefined;
    header = { type: 'text', params: [pick.header.trim()] };
  }
  const buttons: NonNullable<ChannelTemplate['buttons']> = [];
  for (const b of t.buttons.filter((x) => x.params > 0)) {
    const param = pick.buttons[b.index]?.trim();
    if (!param) return undefined;
    buttons.push({ index: b.index, type: b.type === 'COPY_CODE' ? 'copy_code' : 'url', param });
  }
  return { name: t.name, language: t.language, params: body, ...(header ? { header } : {}), ...(buttons.length ? { buttons } : {}) };
}

type Props = { value: PickedTemplate; onChange: (pick: PickedTemplate) => void; error?: string };

// WhatsAppTemplatePicker picks one of the business account's approved templates (GET /api/channels/whatsapp/templates)
// and fills its header, body and button parameters with a live preview; a template can also be typed by hand (no
// business account id configured, or a template approved a moment ago).
export function WhatsAppTemplatePicker({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const query = useWhatsappTemplatesQuery();
  const templates = query.data;
  const chosen = templates?.find((x) => keyOf(x) === value.key);
  const toggle = (
    <Anchor component="button" type="button" size="xs" onClick={() => onChange({ ...value, manual: !value.manual })} data-testid="template-mode">
      {value.manual ? t('channels.templates.fromList') : t('channels.templates.manual')}
    </Anchor>
  );

  if (value.manual || query.isError || (templates && templates.length === 0)) {
    return (
      <Stack gap="xs">
        {query.isError && !value.manual && (
          <Alert color="yellow" variant="light" data-testid="templates-error">
            {t('channels.templates.failed', { reason: serverErrorText(query.error, t('channels.notify.failed')) })}
          </Alert>
        )}
        {templates?.length === 0 && !value.manual && (
          <Alert color="yellow" variant="light">
            {t('channels.templates.none')}
          </Alert>
        )}
        <TemplateFields value={value.typed} onChange={(typed) => onChange({ ...value, manual: true, typed })} errors={{ name: error }} required />
        {value.manual && !query.isError && Boolean(templates?.length) && toggle}
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <Select
        label={t('channels.templates.pick')}
        placeholder={t('channels.templates.pickPlaceholder')}
        data={(templates ?? []).map((x) => ({ value: keyOf(x), label: `${x.name} (${x.language})` }))}
        value={value.key}
        onChange={(key) => onChange({ ...value, key, header: '', body: [], buttons: {} })}
        error={error}
        disabled={query.isPending}
        searchable
        required
        data-testid="template-select"
      />
      {chosen && (
        <>
          <Text size="xs" c="dimmed">
            {t('channels.templates.category', { category: chosen.category })}
          </Text>
          {chosen.header && (MEDIA.includes(chosen.header.format) || chosen.header.params > 0) && (
            <TextInput
              label={
                MEDIA.includes(chosen.header.format)
                  ? t('channels.templates.headerMedia', { format: chosen.header.format.toLowerCase() })
                  : t('channels.templates.header')
              }
              value={value.header}
              onChange={(e) => onChange({ ...value, header: e.currentTarget.value })}
              required
              data-testid="template-header"
            />
          )}
          {Array.from({ length: chosen.body.params }, (_, i) => (
            <TextInput
              key={i}
              label={t('channels.templates.body', { n: i + 1 })}
              value={value.body[i] ?? ''}
              onChange={(e) => {
                const body = [...value.body];
                body[i] = e.currentTarget.value;
                onChange({ ...value, body });
              }}
              required
              data-testid={`template-param-${i + 1}`}
            />
          ))}
          {chosen.buttons
            .filter((b) => b.params > 0)
            .map((b) => (
              <TextInput
                key={b.index}
                label={t('channels.templates.button', { text: b.text, type: b.type })}
                description={b.url ?? undefined}
                value={value.buttons[b.index] ?? ''}
                onChange={(e) => onChange({ ...value, buttons: { ...value.buttons, [b.index]: e.currentTarget.value } })}
                required
                data-testid={`template-button-${b.index}`}
              />
            ))}
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" data-testid="template-preview">
            <Text size="xs" c="dimmed" mb={4}>
              {t('channels.templates.preview')}
            </Text>
            {chosen.header?.text && (
              <Text size="sm" fw={600}>
                {fill(chosen.header.text, [value.header])}
              </Text>
            )}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {fill(chosen.body.text, value.body)}
            </Text>
            {chosen.footer && (
              <Text size="xs" c="dimmed">
                {chosen.footer}
              </Text>
            )}
            {chosen.buttons.map((b) => (
              <Text key={b.index} size="xs" c="blue">
                {b.text}
              </Text>
            ))}
          </Paper>
        </>
      )}
      {toggle}
    </Stack>
  );
}
