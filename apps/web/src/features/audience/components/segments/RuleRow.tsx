import { ActionIcon, Group, Paper, Select, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContactField } from '@ulak/shared/audience';
import { useListsQuery } from '../../hooks/useListsQuery';
import {
  ATTRIBUTE_KEY_PATTERN,
  ATTRIBUTE_TYPES,
  ENGAGEMENT_EVENTS,
  operatorsFor,
  RULE_KINDS,
  SEGMENT_FIELDS,
  toRule,
  withChange,
  type AttributeType,
  type EngagementEvent,
  type RuleDraft,
  type RuleKind,
} from '../../segmentRules';
import { RuleValueInput } from './RuleValueInput';

type Props = { rule: RuleDraft; onChange: (rule: RuleDraft) => void; onRemove: () => void };

const COMBO = { zIndex: 500 };

// RuleRow edits one rule: its kind, then the inputs that kind needs (field, attribute key and type, list, engagement) and the operator.
export function RuleRow({ rule, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const lists = useListsQuery();
  const set = (patch: Partial<Omit<RuleDraft, 'id' | 'type'>>) => onChange(withChange(rule, patch));
  const ops = operatorsFor(rule).map((op) => ({ value: op, label: t(`audience.rules.ops.${op}`) }));
  const incomplete = toRule(rule) === null;
  const keyInvalid = rule.key.trim() !== '' && !ATTRIBUTE_KEY_PATTERN.test(rule.key.trim());

  const opSelect = (
    <Select
      aria-label={t('audience.rules.operator')}
      data={ops}
      value={rule.op}
      onChange={(v) => v && set({ op: v })}
      allowDeselect={false}
      w={190}
      comboboxProps={COMBO}
      data-testid="rule-op"
    />
  );

  return (
    <Paper withBorder radius="sm" p="xs" data-testid="rule-row" data-kind={rule.kind} data-complete={!incomplete}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <Select
          aria-label={t('audience.rules.kind')}
          data={RULE_KINDS.map((k) => ({ value: k, label: t(`audience.rules.kinds.${k}`) }))}
          value={rule.kind}
          onChange={(v) => v && set({ kind: v as RuleKind })}
          allowDeselect={false}
          w={170}
          comboboxProps={COMBO}
          data-testid="rule-kind"
        />
        {rule.kind === 'field' && (
          <>
            <Select
              aria-label={t('audience.rules.field')}
              data={SEGMENT_FIELDS.map((f) => ({ value: f, label: t(`audience.rules.fields.${f}`) }))}
              value={rule.field}
              onChange={(v) => v && set({ field: v as ContactField })}
              allowDeselect={false}
              w={160}
              comboboxProps={COMBO}
              data-testid="rule-field"
            />
            {opSelect}
            <RuleValueInput rule={rule} onChange={(value) => set({ value })} />
          </>
        )}
        {rule.kind === 'attribute' && (
          <>
            <TextInput
              aria-label={t('audience.rules.attributeKey')}
              placeholder={t('audience.rules.attributeKey')}
              value={rule.key}
              onChange={(e) => set({ key: e.currentTarget.value })}
              error={keyInvalid ? t('audience.form.attributes.keyInvalid') : undefined}
              w={150}
              data-testid="rule-key"
            />
            <Select
              aria-label={t('audience.rules.attributeType')}
              data={ATTRIBUTE_TYPES.map((type) => ({ value: type, label: t(`audience.rules.types.${type}`) }))}
              value={rule.attrType}
              onChange={(v) => v && set({ attrType: v as AttributeType })}
              allowDeselect={false}
              w={120}
              comboboxProps={COMBO}
              data-testid="rule-type"
            />
            {opSelect}
            <RuleValueInput rule={rule} onChange={(value) => set({ value })} />
          </>
        )}
        {rule.kind === 'list' && (
          <>
            {opSelect}
            <Select
              aria-label={t('audience.rules.list')}
              placeholder={t('audience.rules.chooseList')}
              data={(lists.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
              value={rule.listId || null}
              onChange={(v) => set({ listId: v ?? '' })}
              searchable
              nothingFoundMessage={t('audience.lists.emptyTitle')}
              w={220}
              comboboxProps={COMBO}
              data-testid="rule-list"
            />
          </>
        )}
        {rule.kind === 'engagement' && (
          <>
            {opSelect}
            <Select
              aria-label={t('audience.rules.event')}
              data={ENGAGEMENT_EVENTS.map((e) => ({ value: e, label: t(`audience.rules.events.${e}`) }))}
              value={rule.event}
              onChange={(v) => v && set({ event: v as EngagementEvent })}
              allowDeselect={false}
              w={150}
              comboboxProps={COMBO}
              data-testid="rule-event"
            />
            <TextInput
              aria-label={t('audience.rules.days')}
              type="number"
              min={1}
              max={3650}
              value={rule.days}
              onChange={(e) => set({ days: e.currentTarget.value })}
              leftSection={<span style={{ fontSize: 12 }}>{t('audience.rules.inLast')}</span>}
              leftSectionWidth={80}
              rightSection={<span style={{ fontSize: 12, paddingRight: 8 }}>{t('audience.rules.daysUnit')}</span>}
              rightSectionWidth={60}
              w={200}
              data-testid="rule-days"
            />
            <TextInput
              aria-label={t('audience.rules.campaignId')}
              placeholder={t('audience.rules.campaignIdPlaceholder')}
              value={rule.campaignId}
              onChange={(e) => set({ campaignId: e.currentTarget.value })}
              w={220}
              data-testid="rule-campaign"
            />
          </>
        )}
        <ActionIcon variant="subtle" color="red" mt={6} ml="auto" aria-label={t('audience.rules.removeRule')} onClick={onRemove} data-testid="rule-remove">
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
