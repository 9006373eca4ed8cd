import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS_LABELS_TR, CAMPAIGN_STATUSES } from '@ulak/shared/campaigns';
import en from '../../i18n/campaigns.en.json';
import tr from '../../i18n/campaigns.tr.json';

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

describe('campaign translations', () => {
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

  it('keeps Liquid merge tags out of the texts (i18next would read them as its own placeholders)', () => {
    for (const [key, text] of [...enKeys, ...trKeys]) expect(text, key).not.toMatch(/\{\{\s*(contact|unsubscribe_url|workspace)/);
  });

  it('labels the statuses as the specification does', () => {
    for (const s of CAMPAIGN_STATUSES) expect(tr.status[s]).toBe(CAMPAIGN_STATUS_LABELS_TR[s]);
    expect(en.status).toMatchObject({ draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', paused: 'Paused', failed: 'Failed' });
  });

  it('carries the specification texts of the wizard', () => {
    expect(tr.wizard.noValidRecipients).toBe('Geçerli e-posta adresi bulunamadı');
    expect(en.wizard.noValidRecipients).toBe('No valid email addresses found');
    expect(tr.wizard.sendFailed).toBe('Kampanya gönderilemedi');
    expect(en.wizard.sendFailed).toBe('Failed to send campaign');
    expect(tr.wizard.errorOccurred).toBe('Bir hata oluştu');
    expect(en.wizard.errorOccurred).toBe('An error occurred');
    expect(en.wizard.sendSuccess).toBe('Campaign sent successfully!');
  });
});
