// The one label set for an incident's impact, used by the public status page and the admin's incident screens.
import type { TFunction } from 'i18next';
import { INCIDENT_IMPACTS } from '@ulak/shared/site';

type Impact = (typeof INCIDENT_IMPACTS)[number];
const isImpact = (v: string): v is Impact => (INCIDENT_IMPACTS as readonly string[]).includes(v);

// impactLabel names an impact in the interface language (statusPage.impacts); an unknown value is shown as it is.
export function impactLabel(t: TFunction, impact: string): string {
  return isImpact(impact) ? t(`statusPage.impacts.${impact}`) : impact;
}
