// The translated label of a suppression's source (the raw word is only shown for a source this build does not know).
import type { TFunction } from 'i18next';
import { SUPPRESSION_SOURCES } from '@ulak/shared/audience';

type Source = (typeof SUPPRESSION_SOURCES)[number];
const KNOWN: ReadonlySet<string> = new Set(SUPPRESSION_SOURCES);
const isKnown = (s: string): s is Source => KNOWN.has(s);

// suppressionSourceLabel names where a suppression came from in the interface language; '—' when it has none.
export function suppressionSourceLabel(t: TFunction, source: string | null | undefined): string {
  if (!source) return '—';
  return isKnown(source) ? t(`audience.suppressions.sources.${source}`) : source;
}
