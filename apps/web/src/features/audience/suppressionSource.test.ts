import { describe, expect, it } from 'vitest';
import { SUPPRESSION_SOURCES } from '@ulak/shared/audience';
import en from '../../i18n/audience.en.json';
import tr from '../../i18n/audience.tr.json';

describe('suppression source labels', () => {
  it('translates every source a suppression can have, so the Turkish list never shows the raw word "preferences"', () => {
    const trSources = (tr.suppressions as { sources?: Record<string, string> }).sources ?? {};
    const enSources = (en.suppressions as { sources?: Record<string, string> }).sources ?? {};
    for (const source of SUPPRESSION_SOURCES) {
      expect(trSources[source], `tr ${source}`).toBeTruthy();
      expect(enSources[source], `en ${source}`).toBeTruthy();
      expect(trSources[source]).not.toBe(source);
    }
    expect(trSources.preferences).toBe('Tercih sayfası');
  });

  it('names the sending workspace on the preferences page in both languages', () => {
    for (const L of [tr, en]) {
      expect(L.preferences.unsubscribeAllText).toContain('{{sender}}');
      expect(L.preferences.confirmText).toContain('{{sender}}');
    }
    expect(tr.preferences.unsubscribeAllText).not.toContain('bu göndericiden');
  });
});
