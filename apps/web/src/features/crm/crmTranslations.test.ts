import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, LEAD_SOURCES, LEAD_STATUSES } from '@ulak/shared/crm';
import en from '../../i18n/crm.en.json';
import tr from '../../i18n/crm.tr.json';

type Tree = { [key: string]: string | Tree };

// flatten turns a translation tree into dotted key → text.
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('CRM translations', () => {
  const enKeys = flatten(en as Tree);
  const trKeys = flatten(tr as Tree);

  it('has the same keys in tr and en', () => {
    expect([...trKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('has no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of enKeys) {
      expect(text.trim(), key).not.toBe('');
      expect(variables(trKeys.get(key) ?? ''), key).toEqual(variables(text));
    }
  });

  it('names every status, source, activity type and tab of the specification', () => {
    for (const tree of [en, tr]) {
      for (const s of LEAD_STATUSES) expect(tree.status[s]).toBeTruthy();
      for (const s of LEAD_SOURCES) expect(tree.sources[s]).toBeTruthy();
      for (const a of ACTIVITY_TYPES) expect(tree.activityTypes[a]).toBeTruthy();
      expect(Object.keys(tree.page.tabs)).toEqual(['leads', 'contacts', 'companies', 'deals', 'activities', 'analytics', 'settings']);
      expect(Object.keys(tree.analytics.funnelStages)).toEqual(['total', 'qualified', 'opportunity', 'proposal', 'closed']);
    }
  });
});
