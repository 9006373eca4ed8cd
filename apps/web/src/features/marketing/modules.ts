// What the public pages say about the product's modules, derived from the shared module list (PRODUCT_MODULES).
import { moduleState, PRODUCT_MODULES } from '@ulak/shared/site';

export type ReleaseState = 'released' | 'inProgress' | 'planned';
const RELEASE_STATE = { shipped: 'released', beta: 'inProgress', planned: 'planned' } as const;

export type ReleaseKey = 'foundation' | 'publicSite' | 'campaigns' | 'crm' | 'invoicing' | 'automation';

// aboutTimeline lists the product's releases for /about, oldest first; the modules' states come from the shared list.
export function aboutTimeline(): { key: ReleaseKey; state: ReleaseState }[] {
  return [
    { key: 'foundation', state: 'released' },
    { key: 'publicSite', state: 'released' },
    ...(['campaigns', 'crm', 'invoicing', 'automation'] as const).map((key) => ({ key, state: RELEASE_STATE[moduleState(key)] })),
  ];
}

// moduleName names a module in the interface language.
export function moduleName(key: string, language: string): string {
  const m = PRODUCT_MODULES.find((x) => x.key === key);
  if (!m) return key;
  return language.startsWith('tr') ? m.name.tr : m.name.en;
}
