import { describe, expect, it } from 'vitest';
import { ruleGroupSchema, type RuleGroup } from '@ulak/shared/audience';
import { fromRuleGroup, newGroup, newRule, operatorsFor, toRuleGroup, valueInputFor, withChange, type RuleDraft } from './segmentRules';

const LIST = '0b0c0d0e-0000-4000-8000-000000000001';

describe('segment rule drafts', () => {
  it('offers the operators of each kind, field and attribute type', () => {
    expect(operatorsFor({ kind: 'field', field: 'email', attrType: 'string' })).toContain('starts_with');
    expect(operatorsFor({ kind: 'field', field: 'created_at', attrType: 'string' })).toEqual(['before', 'after', 'in_last_days']);
    expect(operatorsFor({ kind: 'field', field: 'tags', attrType: 'string' })).toEqual(['has', 'not_has']);
    expect(operatorsFor({ kind: 'attribute', field: 'email', attrType: 'number' })).toContain('gte');
    expect(operatorsFor({ kind: 'list', field: 'email', attrType: 'string' })).toEqual(['in', 'not_in']);
    expect(operatorsFor({ kind: 'engagement', field: 'email', attrType: 'string' })).toEqual(['did', 'did_not']);
  });

  it('resets the operator and value when the kind or type changes', () => {
    const text = withChange(newRule('attribute'), { key: 'age', value: 'x' });
    const number = withChange(text, { attrType: 'number' });
    expect(number.op).toBe('eq');
    expect(number.value).toBe('');
    const boolean = withChange(number, { attrType: 'boolean' });
    expect(boolean.value).toBe('true');
    const list = withChange(boolean, { kind: 'list' });
    expect(list.op).toBe('in');
    expect(valueInputFor(list)).toBe('none');
  });

  it('converts a complete tree to what the server validates, with typed values', () => {
    const city: RuleDraft = { ...newRule('attribute'), key: 'city', op: 'eq', value: 'Istanbul' };
    const age: RuleDraft = { ...withChange(newRule('attribute'), { key: 'age', attrType: 'number', op: 'gte' }), value: '30' };
    const inList: RuleDraft = { ...newRule('list'), listId: LIST };
    const recent: RuleDraft = { ...withChange(newRule('field'), { field: 'created_at', op: 'in_last_days' }), value: '7' };
    const opened: RuleDraft = { ...newRule('engagement'), days: '30' };
    const tree = newGroup('all', [city, inList, newGroup('any', [age, recent, opened])]);
    const rules = toRuleGroup(tree);
    expect(rules).toEqual({
      match: 'all',
      rules: [
        { kind: 'attribute', key: 'city', type: 'string', op: 'eq', value: 'Istanbul' },
        { kind: 'list', op: 'in', listId: LIST },
        {
          match: 'any',
          rules: [
            { kind: 'attribute', key: 'age', type: 'number', op: 'gte', value: 30 },
            { kind: 'field', field: 'created_at', op: 'in_last_days', value: 7 },
            { kind: 'engagement', event: 'opened', op: 'did', days: 30 },
          ],
        },
      ],
    });
    expect(ruleGroupSchema.safeParse(rules).success).toBe(true);
  });

  it('gives null while a rule is incomplete', () => {
    expect(toRuleGroup(newGroup('all', [newRule('list')]))).toBeNull();
    expect(toRuleGroup(newGroup('all', [{ ...newRule('attribute'), key: '1bad', value: 'x' }]))).toBeNull();
    expect(toRuleGroup(newGroup('all', [newRule('field')]))).toBeNull();
    expect(toRuleGroup(newGroup('all', [{ ...withChange(newRule('field'), { op: 'is_empty' }) }]))).toEqual({
      match: 'all',
      rules: [{ kind: 'field', field: 'email', op: 'is_empty' }],
    });
    expect(toRuleGroup(newGroup())).toEqual({ match: 'all', rules: [] });
  });

  it('round-trips a saved tree through the editor', () => {
    const saved: RuleGroup = {
      match: 'any',
      rules: [
        { kind: 'field', field: 'tags', op: 'has', value: 'vip' },
        { kind: 'attribute', key: 'active', type: 'boolean', op: 'eq', value: true },
        { match: 'all', rules: [{ kind: 'engagement', event: 'clicked', op: 'did_not', days: 90, campaignId: LIST }] },
      ],
    };
    expect(toRuleGroup(fromRuleGroup(saved))).toEqual(saved);
  });
});
