// The editable form of a segment's rule tree (every value a string while typed, each node with a stable id),
// the operators each rule offers, and the conversion to and from the API's RuleGroup.
import { CONTACT_FIELDS, type ContactField, type Rule, type RuleGroup } from '@ulak/shared/audience';

export type RuleKind = Rule['kind'];
export type AttributeType = 'string' | 'number' | 'boolean' | 'date';
export type EngagementEvent = 'opened' | 'clicked' | 'received';

export type RuleDraft = {
  id: string;
  type: 'rule';
  kind: RuleKind;
  field: ContactField;
  key: string;
  attrType: AttributeType;
  op: string;
  value: string;
  listId: string;
  event: EngagementEvent;
  days: string;
  campaignId: string;
};
export type GroupDraft = { id: string; type: 'group'; match: 'all' | 'any'; rules: NodeDraft[] };
export type NodeDraft = RuleDraft | GroupDraft;

/** How deep groups may nest in the editor (the root group is level 1); the server allows one more. */
export const MAX_GROUP_DEPTH = 3;
export const RULE_KINDS: readonly RuleKind[] = ['field', 'attribute', 'list', 'engagement'];
export const ATTRIBUTE_TYPES: readonly AttributeType[] = ['string', 'number', 'boolean', 'date'];
export const ENGAGEMENT_EVENTS: readonly EngagementEvent[] = ['opened', 'clicked', 'received'];
export const SEGMENT_FIELDS: readonly ContactField[] = CONTACT_FIELDS;
export const ATTRIBUTE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export const TEXT_OPS = ['eq', 'neq', 'contains', 'not_contains', 'starts_with', 'is_empty', 'is_not_empty'] as const;
export const NUMBER_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is_empty', 'is_not_empty'] as const;
export const DATE_OPS = ['before', 'after', 'in_last_days', 'is_empty', 'is_not_empty'] as const;
export type Operator =
  (typeof TEXT_OPS)[number] | (typeof NUMBER_OPS)[number] | (typeof DATE_OPS)[number] | 'has' | 'not_has' | 'in' | 'not_in' | 'did' | 'did_not';

/** The kind of input a rule's value needs. */
export type ValueInput = 'none' | 'text' | 'number' | 'date' | 'days' | 'status' | 'boolean';

let counter = 0;
// nextId gives a node an id unique for this page's lifetime (keys for React, targets for edits).
const nextId = () => `n${(counter += 1)}`;

// operatorsFor lists the operators a rule offers for its kind, field or attribute type.
export function operatorsFor(rule: Pick<RuleDraft, 'kind' | 'field' | 'attrType'>): readonly Operator[] {
  if (rule.kind === 'list') return ['in', 'not_in'];
  if (rule.kind === 'engagement') return ['did', 'did_not'];
  if (rule.kind === 'attribute') {
    if (rule.attrType === 'number') return NUMBER_OPS;
    if (rule.attrType === 'boolean') return ['eq', 'neq', 'is_empty', 'is_not_empty'];
    if (rule.attrType === 'date') return DATE_OPS;
    return TEXT_OPS;
  }
  if (rule.field === 'tags') return ['has', 'not_has'];
  if (rule.field === 'created_at') return ['before', 'after', 'in_last_days'];
  if (rule.field === 'status') return ['eq', 'neq'];
  return TEXT_OPS;
}

// valueInputFor tells which input a rule's value needs (none for is_empty, lists and engagement).
export function valueInputFor(rule: Pick<RuleDraft, 'kind' | 'field' | 'attrType' | 'op'>): ValueInput {
  if (rule.kind === 'list' || rule.kind === 'engagement') return 'none';
  if (rule.op === 'is_empty' || rule.op === 'is_not_empty') return 'none';
  if (rule.op === 'in_last_days') return 'days';
  if (rule.op === 'before' || rule.op === 'after') return 'date';
  if (rule.kind === 'field') return rule.field === 'status' ? 'status' : 'text';
  if (rule.attrType === 'number') return 'number';
  if (rule.attrType === 'boolean') return 'boolean';
  return 'text';
}

// newRule makes an empty rule of a kind with its first operator.
export function newRule(kind: RuleKind = 'field'): RuleDraft {
  const base = {
    id: nextId(),
    type: 'rule' as const,
    kind,
    field: 'email' as ContactField,
    key: '',
    attrType: 'string' as AttributeType,
    value: '',
    listId: '',
    event: 'opened' as EngagementEvent,
    days: '30',
    campaignId: '',
  };
  return { ...base, op: operatorsFor(base)[0] };
}

// newGroup makes an empty group matching all of its rules.
export function newGroup(match: 'all' | 'any' = 'all', rules: NodeDraft[] = []): GroupDraft {
  return { id: nextId(), type: 'group', match, rules };
}

// withChange applies an edit to a rule and keeps it consistent: a new kind, field or type resets the operator
// when the old one no longer applies, and the value when its input changes.
export function withChange(rule: RuleDraft, patch: Partial<Omit<RuleDraft, 'id' | 'type'>>): RuleDraft {
  const next = { ...rule, ...patch };
  const ops = operatorsFor(next);
  if (!ops.some((op) => op === next.op)) next.op = ops[0];
  if (valueInputFor(next) !== valueInputFor(rule))
    next.value = valueInputFor(next) === 'boolean' ? 'true' : valueInputFor(next) === 'status' ? 'subscribed' : '';
  return next;
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
const isDays = (s: string) => /^\d+$/.test(s.trim()) && Number(s) >= 1 && Number(s) <= 3650;

// ruleValue converts a rule's typed value for the API; undefined when none is needed, null when it is missing or invalid.
function ruleValue(rule: RuleDraft): string | number | boolean | undefined | null {
  const input = valueInputFor(rule);
  const v = rule.value.trim();
  switch (input) {
    case 'none':
      return undefined;
    case 'days':
      return isDays(v) ? Number(v) : null;
    case 'number':
      return v !== '' && Number.isFinite(Number(v)) ? Number(v) : null;
    case 'boolean':
      return v === 'true' ? true : v === 'false' ? false : null;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(new Date(v).getTime()) ? v : null;
    default:
      return v !== '' && v.length <= 500 ? v : null;
  }
}

// toRule converts one draft to an API rule, or null while it is incomplete.
export function toRule(rule: RuleDraft): Rule | null {
  if (rule.kind === 'list') return isUuid(rule.listId) ? { kind: 'list', op: rule.op as 'in' | 'not_in', listId: rule.listId } : null;
  if (rule.kind === 'engagement') {
    if (!isDays(rule.days)) return null;
    const campaignId = rule.campaignId.trim();
    if (campaignId && !isUuid(campaignId)) return null;
    return { kind: 'engagement', event: rule.event, op: rule.op as 'did' | 'did_not', days: Number(rule.days), ...(campaignId ? { campaignId } : {}) };
  }
  const value = ruleValue(rule);
  if (value === null) return null;
  const withValue = value === undefined ? {} : { value };
  if (rule.kind === 'attribute') {
    if (!ATTRIBUTE_KEY_PATTERN.test(rule.key.trim())) return null;
    return { kind: 'attribute', key: rule.key.trim(), type: rule.attrType, op: rule.op as Extract<Rule, { kind: 'attribute' }>['op'], ...withValue };
  }
  return { kind: 'field', field: rule.field, op: rule.op as Extract<Rule, { kind: 'field' }>['op'], ...withValue };
}

// toRuleGroup converts the editable tree to the API's rule tree, or null while any rule is incomplete.
export function toRuleGroup(group: GroupDraft): RuleGroup | null {
  const rules: RuleGroup['rules'] = [];
  for (const node of group.rules) {
    const converted = node.type === 'group' ? toRuleGroup(node) : toRule(node);
    if (converted === null) return null;
    rules.push(converted);
  }
  return { match: group.match, rules };
}

// fromRuleGroup turns a saved rule tree into the editable form.
export function fromRuleGroup(group: RuleGroup): GroupDraft {
  return newGroup(
    group.match,
    group.rules.map((node): NodeDraft => {
      if ('match' in node) return fromRuleGroup(node);
      const draft = newRule(node.kind);
      if (node.kind === 'list') return { ...draft, op: node.op, listId: node.listId };
      if (node.kind === 'engagement') return { ...draft, op: node.op, event: node.event, days: String(node.days), campaignId: node.campaignId ?? '' };
      const value = node.value === undefined ? '' : String(node.value);
      if (node.kind === 'attribute') return { ...draft, key: node.key, attrType: node.type, op: node.op, value };
      return { ...draft, field: node.field, op: node.op, value };
    }),
  );
}

// ruleCount counts the rules (not groups) of a tree.
export function ruleCount(group: GroupDraft): number {
  return group.rules.reduce((n, node) => n + (node.type === 'group' ? ruleCount(node) : 1), 0);
}
