// Locale-aware formatting helpers for the two interface languages.
import { groupThousands, roundDecimal } from '@ulak/shared/decimal';

function locale(language: string): string {
  return language === 'en' ? 'en-GB' : 'tr-TR';
}

// Intl formatters are costly to build; one per locale and option set is kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale(language)}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale(language), options)));
  return format;
}

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale(language)}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale(language), options)));
  return format;
}

// Numbers, compact figures and percentages are written by hand (the output is Intl's, tested in format.test.ts): the
// landing page shows them, and the first Intl formatter on a page costs ~40 ms of main thread (ICU data).
const SEPARATORS = { tr: { group: '.', decimal: ',' }, en: { group: ',', decimal: '.' } } as const;
const separators = (language: string) => (language === 'en' ? SEPARATORS.en : SEPARATORS.tr);

// plainNumber writes |value| × 10^shift with up to maxDigits fraction digits (trailing zeros dropped), or undefined.
function plainNumber(value: number, language: string, maxDigits: number, shift = 0): string | undefined {
  const r = roundDecimal(value, maxDigits, shift);
  if (!r) return undefined;
  const s = separators(language);
  const frac = r.frac.replace(/0+$/, '');
  return `${groupThousands(r.int, s.group)}${frac ? s.decimal + frac : ''}`;
}

const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

// formatNumber formats an integer or decimal in the interface language (up to three decimals).
export function formatNumber(value: number, language: string): string {
  const n = plainNumber(value, language, 3);
  return n === undefined ? numberFormat(language).format(value) : sign(value) + n;
}

// compact units from the largest: power of ten, Turkish and English suffix (Turkish after a no-break space)
const COMPACT: [number, string, string][] = [
  [12, '\u00a0Tn', 'tn'],
  [9, '\u00a0Mr', 'bn'],
  [6, '\u00a0Mn', 'm'],
  [3, '\u00a0B', 'k'],
];

// formatCompact formats a large figure briefly (12,345 → 12K; 1,200,000 → 1.2M); small ones stay exact.
export function formatCompact(value: number, language: string): string {
  if (Math.abs(value) < 10_000) return formatNumber(value, language);
  const abs = Math.abs(value);
  let i = COMPACT.findIndex(([power]) => abs >= 10 ** power);
  let n = plainNumber(value, language, 1, -COMPACT[i][0]);
  // 999,999 rounds to 1000 thousand: written as 1 million
  if (n !== undefined && i > 0 && (roundDecimal(value, 1, -COMPACT[i][0])?.int.length ?? 0) > 3) n = plainNumber(value, language, 1, -COMPACT[--i][0]);
  if (n === undefined || abs >= 1e15) return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  return sign(value) + n + (language === 'en' ? COMPACT[i][2] : COMPACT[i][1]);
}

// formatPercent formats a percentage with up to two decimals ("99.95%"; Turkish "%99,95").
export function formatPercent(value: number, language: string): string {
  // Intl multiplies the shortest form of value / 100 by 100 in decimal: the same digits shifted by two places
  const n = plainNumber(value / 100, language, 2, 2);
  if (n === undefined) return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  return language === 'en' ? `${sign(value)}${n}%` : `${sign(value)}%${n}`;
}

// formatTime formats an ISO timestamp as a short time of day; '' for an invalid one.
export function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(language, { timeStyle: 'short' }).format(date);
}

// formatDate formats an ISO date as a medium date; returns '—' for a missing or invalid one.
export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(language, { dateStyle: 'medium' }).format(date);
}

// formatDateTime formats an ISO timestamp with date and time; returns '—' for a missing or invalid one.
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

// formatEur formats a euro amount (the API's plan prices) in the interface language.
export function formatEur(amount: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'EUR' }).format(amount);
}
