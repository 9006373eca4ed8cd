import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useLooseT } from '../useLooseT';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { MAX_WHATSAPP_TEMPLATE_PARAMS, WAIT_EVENTS, WHATSAPP_LANGUAGE_CODE, WHATSAPP_STEP_BUTTONS, WHATSAPP_STEP_HEADERS } from '@ulak/shared/automation';
import { LEAD_SOURCES } from '@ulak/shared/crm';
import { SenderIdentitySelect } from '../../sending/components/SenderIdentitySelect';
import { TemplateEditorModal } from '../../templates/components/editor/TemplateEditorModal';
import { useTemplatesQuery } from '../../templates/hooks/useTemplatesQuery';
import { useListsQuery } from '../../audience/hooks/useListsQuery';
import { useSegmentsQuery } from '../../audience/hooks/useSegmentsQuery';
import type { StepNode } from './graph';
import { WhatsAppStepTemplate } from './WhatsAppStepTemplate';

type Props = { node: StepNode; onChange: (config: Record<string, unknown>) => void; onDelete: () => void };
const num = (v: string | number) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

// NodeSettings is the side panel of the selected step: the fields of its kind, saved into the draft as they change.
export function NodeSettings({ node, onChange, onDelete }: Props) {
  const { t } = useLooseT();
  const templates = useTemplatesQuery();
  const lists = useListsQuery();
  const segments = useSegmentsQuery();
  // the template editor in a modal (templateType 'automation'): edit the step's template, or write a new one for it
  const [editing, setEditing] = useState<'edit' | 'new' | null>(null);
  const c = node.data.config;
  const set = (patch: Record<string, unknown>) =>
    onChange(Object.fromEntries(Object.entries({ ...c, ...patch }).filter(([, v]) => v !== undefined && v !== '')));
  const f = (key: string) => t(`automation.fields.${key}`);
  const hours = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));
  const fields = (() => {
    switch (node.data.kind) {
      case 'email_opened':
        return (
          <Checkbox label={f('includeMachine')} checked={!!c.includeMachine} onChange={(e) => set({ includeMachine: e.currentTarget.checked || undefined })} />
        );
      case 'link_clicked':
        return <TextInput label={f('urlContains')} value={String(c.urlContains ?? '')} onChange={(e) => set({ urlContains: e.currentTarget.value })} />;
      case 'cart_abandoned':
        return (
          <LocaleNumberInput
            label={f('afterMinutes')}
            min={1}
            decimalScale={0}
            value={num(c.afterMinutes as number) ?? 60}
            onChange={(v) => set({ afterMinutes: num(v) })}
          />
        );
      case 'purchase_made':
        return (
          <LocaleNumberInput
            label={f('minAmount')}
            min={0}
            decimalScale={2}
            value={typeof c.minAmountMinor === 'number' ? c.minAmountMinor / 100 : ''}
            onChange={(v) => set({ minAmountMinor: typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 100) : undefined })}
          />
        );
      case 'segment_entry':
        return (
          <>
            <Select
              label={f('segment')}
              placeholder={f('choose')}
              searchable
              data={(segments.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={(c.segmentId as string | undefined) ?? null}
              onChange={(v) => set({ segmentId: v ?? undefined })}
              error={!c.segmentId ? t('automation.problems.SEGMENT_MISSING') : undefined}
              data-testid="node-segment"
            />
            <Checkbox label={f('exitOnLeave')} checked={!!c.exitOnLeave} onChange={(e) => set({ exitOnLeave: e.currentTarget.checked || undefined })} />
          </>
        );
      case 'birthday':
      case 'subscription_expiry':
        return (
          <>
            <TextInput
              label={f('attribute')}
              placeholder={node.data.kind === 'birthday' ? 'birthday' : 'subscription_expires_at'}
              value={String(c.attribute ?? '')}
              onChange={(e) => set({ attribute: e.currentTarget.value })}
            />
            {node.data.kind === 'subscription_expiry' && (
              <LocaleNumberInput
                label={f('daysBefore')}
                min={0}
                max={365}
                decimalScale={0}
                value={num(c.daysBefore as number) ?? 7}
                onChange={(v) => set({ daysBefore: num(v) })}
              />
            )}
            <Select label={f('hour')} data={hours} value={String(c.hour ?? 9)} onChange={(v) => set({ hour: v === null ? undefined : Number(v) })} />
          </>
        );
      case 'inactivity':
        return (
          <>
            <LocaleNumberInput label={f('days')} min={1} decimalScale={0} value={num(c.days as number) ?? 30} onChange={(v) => set({ days: num(v) })} />
            <Select label={f('hour')} data={hours} value={String(c.hour ?? 9)} onChange={(v) => set({ hour: v === null ? undefined : Number(v) })} />
          </>
        );
      case 'send_email':
        return (
          <>
            <Select
              label={f('template')}
              placeholder={f('choose')}
              searchable
              data={(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }))}
              value={(c.templateId as string | undefined) ?? null}
              onChange={(v) => set({ templateId: v ?? undefined })}
              error={!c.templateId ? t('automation.problems.SEND_NO_TEMPLATE') : undefined}
              data-testid="node-template"
            />
            <Group gap="xs">
              <Button size="xs" variant="light" disabled={!c.templateId} onClick={() => setEditing('edit')} data-testid="node-template-edit">
                {f('editTemplate')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setEditing('new')} data-testid="node-template-new">
                {f('newTemplate')}
              </Button>
            </Group>
            <TemplateEditorModal
              opened={editing !== null}
              template={editing === 'edit' ? ((templates.data ?? []).find((tpl) => tpl.id === c.templateId) ?? null) : null}
              templateType="automation"
              onSaved={(saved) => set({ templateId: saved.id })}
              onClose={() => setEditing(null)}
            />
            <SenderIdentitySelect value={(c.senderIdentityId as string | undefined) ?? null} onChange={(id) => set({ senderIdentityId: id ?? undefined })} />
          </>
        );
      case 'send_sms':
      case 'send_whatsapp':
      case 'push_notification':
        return (
          <>
            {node.data.kind === 'push_notification' && (
              <TextInput label={f('title')} value={String(c.title ?? '')} onChange={(e) => set({ title: e.currentTarget.value })} />
            )}
            <Textarea
              label={f('text')}
              autosize
              minRows={3}
              value={String(c.text ?? '')}
              onChange={(e) => set({ text: e.currentTarget.value })}
              error={!c.text && !c.template ? t('automation.problems.SEND_NO_TEXT') : undefined}
            />
            {node.data.kind === 'send_whatsapp' && <WhatsAppStepTemplate config={c} set={set} />}
            {node.data.kind === 'send_whatsapp' && !!c.template && <WhatsAppTemplateFields config={c} set={set} />}
          </>
        );
      case 'create_crm_lead':
        return (
          <Select
            label={f('source')}
            data={LEAD_SOURCES.map((s) => ({ value: s, label: s }))}
            value={(c.source as string | undefined) ?? 'other'}
            onChange={(v) => set({ source: v ?? undefined })}
          />
        );
      case 'update_contact': {
        const attrs = (c.attributes as Record<string, string> | undefined) ?? {};
        return (
          <>
            <TagsInput label={f('addTags')} value={(c.addTags as string[] | undefined) ?? []} onChange={(v) => set({ addTags: v.length ? v : undefined })} />
            <TagsInput
              label={f('removeTags')}
              value={(c.removeTags as string[] | undefined) ?? []}
              onChange={(v) => set({ removeTags: v.length ? v : undefined })}
            />
            <TagsInput
              label={f('attributes')}
              description={f('attributesHint')}
              value={Object.entries(attrs).map(([k, v]) => `${k}=${v}`)}
              onChange={(v) => {
                const pairs = v.map((s) => s.split('=')).filter((p) => p.length >= 2 && /^[A-Za-z_][\w.-]*$/.test(p[0]));
                set({ attributes: pairs.length ? Object.fromEntries(pairs.map(([k, ...rest]) => [k, rest.join('=')])) : undefined });
              }}
            />
          </>
        );
      }
      case 'add_to_list':
        return (
          <Select
            label={f('list')}
            placeholder={f('choose')}
            data={(lists.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            value={(c.listId as string | undefined) ?? null}
            onChange={(v) => set({ listId: v ?? undefined })}
            error={!c.listId ? t('automation.problems.LIST_MISSING') : undefined}
          />
        );
      case 'wait':
        return (
          <>
            <Select
              label={f('waitMode')}
              data={['duration', 'until', 'event'].map((m) => ({ value: m, label: t(`automation.fields.waitModes.${m}`) }))}
              value={String(c.mode ?? 'duration')}
              onChange={(v) => set({ mode: v ?? 'duration' })}
            />
            {c.mode === 'until' ? (
              <>
                <Select
                  label={f('weekday')}
                  clearable
                  data={[0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: String(d), label: t(`automation.fields.weekdays.${d}`) }))}
                  value={c.weekday === undefined ? null : String(c.weekday)}
                  onChange={(v) => set({ weekday: v === null ? undefined : Number(v) })}
                />
                <Select
                  label={f('hour')}
                  data={hours}
                  value={c.hour === undefined ? null : String(c.hour)}
                  onChange={(v) => set({ hour: v === null ? undefined : Number(v) })}
                  error={c.hour === undefined ? t('automation.problems.WAIT_NO_DURATION') : undefined}
                />
              </>
            ) : c.mode === 'event' ? (
              <>
                <Select
                  label={f('waitEvent')}
                  data={WAIT_EVENTS.map((e) => ({ value: e, label: t(`automation.fields.waitEvents.${e}`) }))}
                  value={(c.event as string | undefined) ?? null}
                  onChange={(v) => set({ event: v ?? undefined })}
                  error={!c.event ? t('automation.problems.WAIT_NO_EVENT') : undefined}
                  data-testid="node-wait-event"
                />
                <LocaleNumberInput
                  label={f('timeoutMinutes')}
                  decimalScale={0}
                  description={f('timeoutHint')}
                  min={1}
                  value={num(c.minutes as number) ?? ''}
                  onChange={(v) => set({ minutes: num(v) })}
                  error={c.minutes === undefined ? t('automation.problems.WAIT_NO_DURATION') : undefined}
                  data-testid="node-timeout"
                />
              </>
            ) : (
              <LocaleNumberInput
                label={f('minutes')}
                decimalScale={0}
                description={f('minutesHint')}
                min={1}
                value={num(c.minutes as number) ?? ''}
                onChange={(v) => set({ minutes: num(v) })}
                error={c.minutes === undefined ? t('automation.problems.WAIT_NO_DURATION') : undefined}
                data-testid="node-minutes"
              />
            )}
          </>
        );
      case 'if_else': {
        const cond = (c.condition as Record<string, unknown> | undefined) ?? undefined;
        return (
          <>
            <Select
              label={f('condition')}
              data={['opened_previous', 'clicked_previous', 'tag', 'attribute'].map((k) => ({ value: k, label: t(`automation.fields.conditions.${k}`) }))}
              value={(cond?.kind as string | undefined) ?? null}
              onChange={(v) =>
                set({
                  condition:
                    v === 'tag'
                      ? { kind: 'tag', tag: 'tag' }
                      : v === 'attribute'
                        ? { kind: 'attribute', field: 'first_name', op: 'exists' }
                        : v
                          ? { kind: v }
                          : undefined,
                })
              }
              error={!cond ? t('automation.problems.CONDITION_MISSING') : undefined}
            />
            {cond?.kind === 'tag' && (
              <TextInput
                label={f('tag')}
                value={String(cond.tag ?? '')}
                onChange={(e) => set({ condition: { ...cond, tag: e.currentTarget.value || 'tag' } })}
              />
            )}
            {cond?.kind === 'attribute' && (
              <>
                <TextInput
                  label={f('attribute')}
                  value={String(cond.field ?? '')}
                  onChange={(e) => set({ condition: { ...cond, field: e.currentTarget.value || 'first_name' } })}
                />
                <Select
                  label={f('operator')}
                  data={['eq', 'neq', 'exists', 'contains', 'gt', 'lt'].map((o) => ({ value: o, label: t(`automation.fields.operators.${o}`) }))}
                  value={String(cond.op)}
                  onChange={(v) => set({ condition: { ...cond, op: v ?? 'eq' } })}
                />
                {cond.op !== 'exists' && (
                  <TextInput
                    label={f('value')}
                    value={String(cond.value ?? '')}
                    onChange={(e) => set({ condition: { ...cond, value: e.currentTarget.value } })}
                  />
                )}
              </>
            )}
          </>
        );
      }
      case 'random_split':
        return (
          <LocaleNumberInput
            label={f('percentA')}
            min={1}
            max={99}
            decimalScale={0}
            value={num(c.percentA as number) ?? 50}
            onChange={(v) => set({ percentA: num(v) })}
          />
        );
      default:
        return (
          <Text size="sm" c="dimmed">
            {t('automation.builder.noSettings')}
          </Text>
        );
    }
  })();
  return (
    <Stack gap="sm">
      <Title order={5}>{t(`automation.kinds.${node.data.kind}.name`)}</Title>
      <Text size="xs" c="dimmed">
        {t(`automation.kinds.${node.data.kind}.description`)}
      </Text>
      {fields}
      <Button variant="subtle" color="red" size="xs" onClick={onDelete}>
        {t('automation.builder.deleteNode')}
      </Button>
    </Stack>
  );
}

type TemplateFieldsProps = { config: Record<string, unknown>; set: (patch: Record<string, unknown>) => void };

// WhatsAppTemplateFields are a WhatsApp template's language (empty: the contact's, else the workspace's) and its body
// parameters {{1}} … {{20}}, each a Liquid template personalised per contact.
function WhatsAppTemplateFields({ config: c, set }: TemplateFieldsProps) {
  const { t } = useLooseT();
  const f = (key: string, options?: Record<string, unknown>) => t(`automation.fields.${key}`, options);
  const language = String(c.templateLanguage ?? '');
  const params = (c.templateParams as string[] | undefined) ?? [];
  const setParams = (next: string[]) => set({ templateParams: next.length ? next : undefined });
  return (
    <>
      <TextInput
        label={f('waLanguage')}
        description={f('waLanguageHint')}
        placeholder={f('waLanguageAuto')}
        value={language}
        onChange={(e) => set({ templateLanguage: e.currentTarget.value.trim() })}
        error={language && !WHATSAPP_LANGUAGE_CODE.test(language) ? t('automation.problems.TEMPLATE_LANGUAGE_INVALID') : undefined}
        data-testid="node-wa-language"
      />
      <Text size="sm" fw={500}>
        {f('waParams')}
      </Text>
      <Text size="xs" c="dimmed">
        {f('waParamsHint', { first: '{{1}}', second: '{{2}}', example: '{{ contact.first_name }}' })}
      </Text>
      {params.map((p, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            aria-label={f('waParam', { n: `{{${i + 1}}}` })}
            leftSection={<Text size="xs">{`{{${i + 1}}}`}</Text>}
            leftSectionWidth={44}
            value={p}
            onChange={(e) => setParams(params.map((old, j) => (j === i ? e.currentTarget.value : old)))}
            error={!p.trim() ? t('automation.problems.TEMPLATE_PARAM_EMPTY') : undefined}
            data-testid="node-wa-param"
          />
          <Button size="xs" variant="subtle" color="red" onClick={() => setParams(params.filter((_, j) => j !== i))}>
            {f('waParamRemove')}
          </Button>
        </Group>
      ))}
      <Button
        size="xs"
        variant="light"
        disabled={params.length >= MAX_WHATSAPP_TEMPLATE_PARAMS}
        onClick={() => setParams([...params, ''])}
        data-testid="node-wa-param-add"
      >
        {f('waParamAdd', { max: MAX_WHATSAPP_TEMPLATE_PARAMS })}
      </Button>
      <WhatsAppHeaderAndButtons config={c} set={set} />
    </>
  );
}

type StepHeader = { type: (typeof WHATSAPP_STEP_HEADERS)[number]; value: string };
type StepButton = { index: number; type: (typeof WHATSAPP_STEP_BUTTONS)[number]; param: string };

// WhatsAppHeaderAndButtons are the template's header parameter (text, or the https link of its image, video or document)
// and its buttons' parameters by position (a URL's suffix, a quick reply's payload, a coupon code), each Liquid.
function WhatsAppHeaderAndButtons({ config: c, set }: TemplateFieldsProps) {
  const { t } = useLooseT();
  const f = (key: string, options?: Record<string, unknown>) => t(`automation.fields.${key}`, options);
  const header = c.templateHeader as StepHeader | undefined;
  const buttons = (c.templateButtons as StepButton[] | undefined) ?? [];
  const setButtons = (next: StepButton[]) => set({ templateButtons: next.length ? next : undefined });
  const headerLinkBad = header && header.type !== 'text' && header.value.trim() && !/^https:\/\/[^\s/]/.test(header.value.trim());
  const usedIndexes = new Set(buttons.map((b) => b.index));
  return (
    <>
      <Select
        label={f('waHeader')}
        data={[{ value: '', label: f('waHeaderTypes.none') }, ...WHATSAPP_STEP_HEADERS.map((h) => ({ value: h, label: f(`waHeaderTypes.${h}`) }))]}
        value={header?.type ?? ''}
        onChange={(v) => set({ templateHeader: v ? { type: v as StepHeader['type'], value: header?.value ?? '' } : undefined })}
        allowDeselect={false}
        data-testid="node-wa-header-type"
      />
      {header && (
        <TextInput
          label={header.type === 'text' ? f('waHeaderText') : f('waHeaderLink')}
          placeholder={header.type === 'text' ? '{{ contact.first_name }}' : 'https://'}
          value={header.value}
          onChange={(e) => set({ templateHeader: { ...header, value: e.currentTarget.value } })}
          error={
            !header.value.trim() ? t('automation.problems.TEMPLATE_PARAM_EMPTY') : headerLinkBad ? t('automation.problems.TEMPLATE_HEADER_LINK') : undefined
          }
          data-testid="node-wa-header-value"
        />
      )}
      <Text size="sm" fw={500}>
        {f('waButtons')}
      </Text>
      <Text size="xs" c="dimmed">
        {f('waButtonsHint')}
      </Text>
      {buttons.map((b, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <Select
            w={110}
            aria-label={f('waButtonPosition')}
            data={Array.from({ length: 10 }, (_, n) => ({ value: String(n), label: f('waButtonN', { n: n + 1 }) }))}
            value={String(b.index)}
            onChange={(v) => v !== null && setButtons(buttons.map((x, j) => (j === i ? { ...x, index: Number(v) } : x)))}
            allowDeselect={false}
            error={buttons.filter((x) => x.index === b.index).length > 1 ? t('automation.problems.TEMPLATE_BUTTON_DUPLICATE') : undefined}
          />
          <Select
            w={130}
            aria-label={f('waButtonType')}
            data={WHATSAPP_STEP_BUTTONS.map((k) => ({ value: k, label: f(`waButtonTypes.${k}`) }))}
            value={b.type}
            onChange={(v) => v && setButtons(buttons.map((x, j) => (j === i ? { ...x, type: v as StepButton['type'] } : x)))}
            allowDeselect={false}
          />
          <TextInput
            style={{ flex: 1 }}
            aria-label={f('waButtonParam')}
            value={b.param}
            onChange={(e) => setButtons(buttons.map((x, j) => (j === i ? { ...x, param: e.currentTarget.value } : x)))}
            error={!b.param.trim() ? t('automation.problems.TEMPLATE_PARAM_EMPTY') : undefined}
            data-testid="node-wa-button-param"
          />
          <Button size="xs" variant="subtle" color="red" onClick={() => setButtons(buttons.filter((_, j) => j !== i))}>
            {f('waParamRemove')}
          </Button>
        </Group>
      ))}
      <Button
        size="xs"
        variant="light"
        disabled={buttons.length >= 10}
        onClick={() => {
          const free = Array.from({ length: 10 }, (_, n) => n).find((n) => !usedIndexes.has(n)) ?? 0;
          setButtons([...buttons, { index: free, type: 'url', param: '' }]);
        }}
        data-testid="node-wa-button-add"
      >
        {f('waButtonAdd')}
      </Button>
    </>
  );
}
