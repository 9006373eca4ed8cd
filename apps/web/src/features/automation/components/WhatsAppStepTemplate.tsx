import { useState } from 'react';
import { Anchor, Select, Stack, Text, TextInput } from '@mantine/core';
import type { WhatsAppTemplate } from '@ulak/shared/channels';
import '../../channels/i18n';
import { templateKey } from '../../channels/components/WhatsAppTemplatePicker';
import { useWhatsappTemplatesQuery } from '../../channels/hooks/useWhatsappTemplatesQuery';
import { useLooseT } from '../useLooseT';

type Props = { config: Record<string, unknown>; set: (patch: Record<string, unknown>) => void };

const keyOf = templateKey;

// WhatsAppStepTemplate names a send_whatsapp step's template: one of the business account's approved templates
// (GET /api/channels/whatsapp/templates), which also sets its language and as many body parameters as it takes, or a
// name typed by hand (no business account id configured, the list failed, or a template approved a moment ago). The
// parameters themselves are the step's Liquid fields below it.
export function WhatsAppStepTemplate({ config: c, set }: Props) {
  const { t } = useLooseT();
  const query = useWhatsappTemplatesQuery();
  const templates = query.data ?? [];
  const name = String(c.template ?? '');
  const language = String(c.templateLanguage ?? '');
  const listed = templates.find((x) => x.name === name && (!language || x.language === language));
  // until the user switches, a step whose template is not in the (loaded) list, typed earlier, shows the typed mode
  const [chosenMode, setChosenMode] = useState<boolean | null>(null);
  const manual = chosenMode ?? (!!name && query.isSuccess && !listed);
  const typed = manual || query.isError || (query.isSuccess && templates.length === 0);

  const choose = (tpl: WhatsAppTemplate) => {
    const params = (c.templateParams as string[] | undefined) ?? [];
    const sized = Array.from({ length: tpl.body.params }, (_, i) => params[i] ?? '');
    set({ template: tpl.name, templateLanguage: tpl.language, templateParams: sized.length ? sized : undefined });
  };
  const toggle = !query.isError && templates.length > 0 && (
    <Anchor component="button" type="button" size="xs" onClick={() => setChosenMode(!manual)} data-testid="node-wa-template-mode">
      {manual ? t('channels.templates.fromList') : t('channels.templates.manual')}
    </Anchor>
  );

  if (typed) {
    return (
      <Stack gap={4}>
        <TextInput
          label={t('automation.fields.waTemplate')}
          value={name}
          onChange={(e) => set({ template: e.currentTarget.value })}
          data-testid="node-wa-template"
        />
        {query.isSuccess && templates.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('channels.templates.none')}
          </Text>
        )}
        {toggle}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Select
        label={t('channels.templates.pick')}
        placeholder={t('channels.templates.pickPlaceholder')}
        data={templates.map((x) => ({ value: keyOf(x), label: `${x.name} (${x.language})` }))}
        value={listed ? keyOf(listed) : null}
        onChange={(v) => {
          const tpl = templates.find((x) => keyOf(x) === v);
          if (tpl) choose(tpl);
        }}
        searchable
        disabled={query.isLoading}
        data-testid="node-wa-template-pick"
      />
      {listed && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="node-wa-template-body">
          {listed.body.text}
        </Text>
      )}
      {toggle}
    </Stack>
  );
}
