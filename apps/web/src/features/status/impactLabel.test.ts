import { describe, expect, it } from 'vitest';
import { INCIDENT_IMPACTS } from '@ulak/shared/site';
import siteEn from '../../i18n/adminSite.en.json';
import siteTr from '../../i18n/adminSite.tr.json';
import en from '../../i18n/en.json';
import tr from '../../i18n/tr.json';

describe('incident impact labels', () => {
  it('has one label set for the admin screens and the status page, covering every impact', () => {
    // the admin screens keep no labels of their own (they read statusPage.impacts like the public page)
    expect((siteTr.incidents as Record<string, unknown>).impact).toBeUndefined();
    expect((siteEn.incidents as Record<string, unknown>).impact).toBeUndefined();
    for (const impact of INCIDENT_IMPACTS) {
      expect(tr.statusPage.impacts[impact]).toBeTruthy();
      expect(en.statusPage.impacts[impact]).toBeTruthy();
    }
    expect(tr.statusPage.impacts.minor).toBe('Düşük');
  });
});
