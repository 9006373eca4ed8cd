import { describe, expect, it } from 'vitest';
import en from '../../i18n/audience.en.json';
import tr from '../../i18n/audience.tr.json';

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

describe('audience translations', () => {
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

  it('names the panel entry Kişiler / Contacts', () => {
    expect(tr.nav.contacts).toBe('Kişiler');
    expect(en.nav.contacts).toBe('Contacts');
  });
});
