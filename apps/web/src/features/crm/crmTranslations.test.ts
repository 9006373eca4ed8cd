import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, LEAD_SOURCES, LEAD_STATUSES } from '@ulak/shared/crm';
import en from '../../i18n/crm.en.json';
import tr from '../../i18n/crm.tr.json';

describe('CRM translations', () => {
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
