// How a contact's consent source reads on screen: the known sources in the interface language, others as stored.
import type { TFunction } from 'i18next';

const SOURCES = ['crm', 'form', 'import', 'manual', 'double-opt-in', 'preferences', 'site newsletter', 'campaign'] as const;
type ConsentSource = (typeof SOURCES)[number];
const isKnown = (s: string): s is ConsentSource => (SOURCES as readonly string[]).includes(s);

// consentSourceLabel translates a stored consent source; null stays null (the field shows its empty mark).
export function consentSourceLabel(t: TFunction, source: string | null): string | null {
  if (!source) return null;
  return isKnown(source) ? t(`audience.consentSources.${source}`) : source;
}
