import { describe, expect, it } from 'vitest';
import { moduleState, PRODUCT_MODULES } from '@ulak/shared/site';
import { FEATURE_DOMAINS } from './content';
import { aboutTimeline, moduleName } from './modules';

describe('public copy about the modules', () => {
  it('says on /about that campaigns, CRM and invoicing ship today and automation is in beta', () => {
    const states = Object.fromEntries(aboutTimeline().map((s) => [s.key, s.state]));
    expect(states).toMatchObject({ campaigns: 'released', crm: 'released', invoicing: 'released', automation: 'inProgress' });
  });

  it('marks what ships and what is not built yet from one list, used by the landing page cards too', () => {
    const shipped = PRODUCT_MODULES.filter((m) => m.state === 'shipped').map((m) => m.key);
    expect(shipped).toEqual(['audience', 'campaigns', 'sending', 'crm', 'invoicing']);
    for (const key of ['automation', 'analytics', 'multichannel', 'whiteLabel']) expect(moduleState(key)).toBe('beta');
    const landing = Object.fromEntries(FEATURE_DOMAINS.map((d) => [d.key, moduleState(d.module)]));
    expect(landing).toEqual({ email: 'shipped', crm: 'shipped', invoice: 'shipped', multichannel: 'beta', automation: 'beta', analytics: 'beta' });
    expect(moduleName('invoicing', 'tr')).toBe('Faturalama');
    expect(moduleName('invoicing', 'en')).toBe('Invoicing');
  });
});
