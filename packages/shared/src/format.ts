// One formatting module for every screen, email and PDF: numbers, money, percentages and dates are written by the
// interface language (Turkish: tr-TR, "1.147,06 ₺", "%25"; English: en-GB, "₺1,147.06", "25%") and the amount's
// currency, decided here and nowhere else. parseLocaleNumber reads what a user typed by the same rules.
//
// Numbers, money and percentages are written by hand (decimal.ts; the number and percent output is Intl's, tested):
// the public pages show them, and the first Intl formatter on a page costs ~40 ms of main thread (ICU data).
import { groupThousands, roundDecimal } from './decimal.js';

export type FormatLanguage = 'tr' | 'en';

// languageOf reads an interface language ("en", "en-GB", "tr", anything else) as tr or en; Turkish by default.
export function languageOf(language: string | null | undefined): FormatLanguage {
  return (language ?? '').toLowerCase().startsWith('en') ? 'en' : 'tr';
}

// localeOf is the BCP 47 locale of an interface language: tr-TR, or en-GB for English (day-month dates, 1,234.56).
export function localeOf(language: string | null | undefined): 'tr-TR' | 'en-GB' {
  return languageOf(language) === 'en' ? 'en-GB' : 'tr-TR';
}

const SEPARATORS = { tr: { group: '.', decimal: ',' }, en: { group: ',', decimal: '.' } } as const;

/** The group (thousands) and decimal separators of an interface language. */
export function separatorsOf(language: string | null | undefined): { group: string; decimal: string } {
  return SEPARATORS[languageOf(language)];
}

// Intl formatters are costly to build; one per locale and option set is kept (used only off the fast paths and for dates).
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${localeOf(language)}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(localeOf(language), options)));
  return format;
}

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${localeOf(language)}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(localeOf(language), options)));
  return format;
}

/** Fraction digits: at least minDigits, at most maxDigits (trailing zeros between the two are dropped). */
export type DigitOptions = { minDigits?: number; maxDigits?: number };

// plainNumber writes |value| × 10^shift with minDigits..maxDigits fraction digits and grouped thousands, or undefined
// when the value has no plain decimal form (exponent, NaN, infinity).
function plainNumber(value: number, language: string, minDigits: number, maxDigits: number, shift = 0): string | undefined {
  const r = roundDecimal(value, maxDigits, shift);
  if (!r) return undefined;
  const s = separatorsOf(language);
  let frac = r.frac.replace(/0+$/, '');
  if (frac.length < minDigits) frac = frac.padEnd(minDigits, '0');
  return `${groupThousands(r.int, s.group)}${frac ? s.decimal + frac : ''}`;
}

const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

// formatNumber formats a number in the interface language; by default up to three decimals ("1.234,568", "1,234.568").
export function formatNumber(value: number, language: string, options: DigitOptions = {}): string {
  const max = Math.max(options.maxDigits ?? 3, options.minDigits ?? 0);
  const min = options.minDigits ?? 0;
  const n = plainNumber(value, language, min, max);
  return n === undefined ? numberFormat(language, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value) : sign(value) + n;
}

// compact units from the largest: power of ten, Turkish and English suffix (Turkish after a no-break space)
const COMPACT: [number, string, string][] = [
  [12, '\u00a0Tn', 'tn'],
  [9, '\u00a0Mr', 'bn'],
  [6, '\u00a0Mn', 'm'],
  [3, '\u00a0B', 'k'],
];

// formatCompact formats a large figure briefly (12,345 → 12K; 1,200,000 → 1.2M); below 10,000 it stays exact.
export function formatCompact(value: number, language: string): string {
  if (Math.abs(value) < 10_000) return formatNumber(value, language);
  const abs = Math.abs(value);
  let i = COMPACT.findIndex(([power]) => abs >= 10 ** power);
  let n = plainNumber(value, language, 0, 1, -COMPACT[i][0]);
  // 999,999 rounds to 1000 thousand: written as 1 million
  if (n !== undefined && i > 0 && (roundDecimal(value, 1, -COMPACT[i][0])?.int.length ?? 0) > 3) n = plainNumber(value, language, 0, 1, -COMPACT[--i][0]);
  if (n === undefined || abs >= 1e15) return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  return sign(value) + n + (languageOf(language) === 'en' ? COMPACT[i][2] : COMPACT[i][1]);
}

// formatPercent formats a value given in percent (25 → "%25" in Turkish, "25%" in English), by default up to two decimals.
export function formatPercent(value: number, language: string, options: DigitOptions = {}): string {
  const max = Math.max(options.maxDigits ?? 2, options.minDigits ?? 0);
  const min = options.minDigits ?? 0;
  // Intl multiplies the shortest form of value / 100 by 100 in decimal: the same digits shifted by two places
  const n = plainNumber(value / 100, language, min, max, 2);
  if (n === undefined) return numberFormat(language, { style: 'percent', minimumFractionDigits: min, maximumFractionDigits: max }).format(value / 100);
  return languageOf(language) === 'en' ? `${sign(value)}${n}%` : `${sign(value)}%${n}`;
}

// Currency symbols, the same in both languages; a letter symbol is kept apart from the figure by a no-break space.
const SYMBOLS: Record<string, string> = {
  TRY: '₺',
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'CA$',
  AUD: 'A$',
  JPY: '¥',
  CHF: 'CHF',
  SEK: 'kr',
  NOK: 'kr',
};
// ISO 4217 currencies without minor units (the rest have two)
const ZERO_DIGIT_CURRENCIES = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'PYG', 'UGX', 'XAF', 'XOF', 'RWF']);

// currencySymbol is the symbol a currency is written with (₺, $, €, …), or its ISO code when it has none here.
export function currencySymbol(currency: string): string {
  return SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
}

// currencyDigits is the number of minor-unit digits of a currency: 0 for JPY and the other whole-unit currencies, else 2.
export function currencyDigits(currency: string): number {
  return ZERO_DIGIT_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/** maxDigits lets an amount show more decimals than its currency has (a unit price of 0,0125 ₺); zeros past the currency's digits are dropped. */
export type MoneyOptions = { maxDigits?: number };

// formatMoney formats an amount in major units: Turkish puts the symbol after ("1.147,06 ₺", "-5,00 $"), English before
// ("₺1,147.06", "-$5.00", "CHF 12.00"); the currency's own digits (none for JPY).
export function formatMoney(amount: number, currency: string, language: string, options: MoneyOptions = {}): string {
  const digits = currencyDigits(currency);
  const symbol = currencySymbol(currency);
  const max = Math.max(digits, options.maxDigits ?? digits);
  let n = plainNumber(amount, language, digits, max);
  if (n === undefined) n = numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: max }).format(Math.abs(amount));
  const rounded = roundDecimal(amount, max);
  const negative = amount < 0 && !(rounded && /^0*$/.test(rounded.int + rounded.frac)) ? '-' : '';
  if (languageOf(language) === 'tr') return `${negative}${n} ${symbol}`;
  return `${negative}${symbol}${/[A-Za-z]$/.test(symbol) ? '\u00a0' : ''}${n}`;
}

// formatMinor formats an amount in integer minor units (cents, kuruş): 123456 TRY → "1.234,56 ₺" / "₺1,234.56".
export function formatMinor(minor: number, currency: string, language: string): string {
  return formatMoney(Math.round(minor) / 10 ** currencyDigits(currency), currency, language);
}

// formatUnitPrice formats a unit price in ten-thousandths of the major unit, with the decimals it has beyond the
// currency's (up to four): 1500000 → "150,00 ₺", 412390 → "41,239 ₺", 125 → "0,0125 ₺".
export function formatUnitPrice(e4: number, currency: string, language: string): string {
  return formatMoney(Math.round(e4) / 10_000, currency, language, { maxDigits: 4 });
}

// toDate reads an ISO string, a timestamp or a Date; null when missing or invalid.
function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** timeZone: an IANA zone to write the moment in (the reader's own by default). */
export type DateOptions = { timeZone?: string };

// formatDate formats a date as a medium date ("5 Mar 2026", "5 Mar 2026"); '—' for a missing or invalid one.
export function formatDate(value: string | number | Date | null | undefined, language: string, options: DateOptions = {}): string {
  const date = toDate(value);
  return date ? dateFormat(language, { dateStyle: 'medium', ...options }).format(date) : '—';
}

// formatDateTime formats a moment with date and short time; '—' for a missing or invalid one.
export function formatDateTime(value: string | number | Date | null | undefined, language: string, options: DateOptions = {}): string {
  const date = toDate(value);
  return date ? dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...options }).format(date) : '—';
}

// formatTime formats a moment as a short time of day; '' for an invalid one.
export function formatTime(value: string | number | Date | null | undefined, language: string, options: DateOptions = {}): string {
  const date = toDate(value);
  return date ? dateFormat(language, { timeStyle: 'short', ...options }).format(date) : '';
}

// formatMonth names a YYYY-MM month ("March 2026", "Mart 2026"); the text itself when it is not a month.
export function formatMonth(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

export type ParsedNumber = { value: number; decimals: number } | { error: 'empty' | 'ambiguous' | 'invalid' };

// Characters accepted around a figure and ignored: currency symbols and a percent sign (pasted "85,50 ₺", "%20").
const DECORATION = /^[\s₺$€£¥%]+|[\s₺$€£¥%]+$/gu;
const SPACES = /[\s\u00a0\u202f\u2009]/u;

// readStrict reads a figure written with one decimal separator and one group separator. The integer part is either
// plain digits or groups: 1 to 3 digits (not starting with 0), then groups of exactly 3 after each group separator (a space also groups).
function readStrict(text: string, decimal: string, group: string): { value: number; decimals: number } | undefined {
  const at = text.indexOf(decimal);
  if (at !== text.lastIndexOf(decimal)) return undefined;
  const int = at < 0 ? text : text.slice(0, at);
  const frac = at < 0 ? '' : text.slice(at + 1);
  if (!/^\d*$/.test(frac) || (at >= 0 && frac === '')) return undefined;
  if (int === '' && frac === '') return undefined;
  let digits = int;
  if (!/^\d*$/.test(int)) {
    const parts = int.split(SPACES.test(int) && !int.includes(group) ? SPACES : group);
    if (!/^[1-9]\d{0,2}$/.test(parts[0]) || parts.slice(1).some((p) => !/^\d{3}$/.test(p))) return undefined;
    digits = parts.join('');
  }
  const value = Number(`${digits || '0'}.${frac || '0'}`);
  return Number.isFinite(value) ? { value, decimals: frac.length } : undefined;
}

// parseLocaleNumber reads a number typed in the interface language, refusing rather than guessing:
// - Turkish: the comma is the decimal separator and the dot groups thousands ("85,50" → 85.5, "1.234,56" → 1234.56,
//   "1.234" → 1234); English the reverse ("85.50", "1,234.56", "1,234" → 1234). A space may group thousands too.
// - A group separator must be followed by exactly three digits and the first group has one to three ("1.234.567").
// - What is not a number in the interface language but is one in the other ("85.50" or "1,234.56" in Turkish,
//   "85,50" in English) is 'ambiguous': the user writes in the other convention and we cannot know which was meant.
// - What is a number in neither ("1.2.3,4", "12,34,5", "abc", "1e5", two decimal separators) is 'invalid'.
// A leading sign (+, -, −) and a currency symbol or percent sign around the figure are accepted.
export function parseLocaleNumber(text: string, language: string): ParsedNumber {
  let t = text.replace(DECORATION, '');
  if (t === '') return { error: text.trim() === '' ? 'empty' : 'invalid' };
  let negative = false;
  if (/^[-+\u2212]/u.test(t)) {
    negative = t[0] !== '+';
    t = t.slice(1).replace(/^\s+/, '');
  }
  if (!/^[\d.,\s\u00a0\u202f\u2009]+$/u.test(t)) return { error: 'invalid' };
  const own = separatorsOf(language);
  const read = readStrict(t, own.decimal, own.group);
  if (read) return { value: negative && read.value !== 0 ? -read.value : read.value, decimals: read.decimals };
  const other = separatorsOf(languageOf(language) === 'tr' ? 'en' : 'tr');
  return { error: readStrict(t, other.decimal, other.group) ? 'ambiguous' : 'invalid' };
}

// formatForInput writes a number the way parseLocaleNumber reads it back, for an input's text ("85,50", "1.234,5").
export function formatForInput(value: number, language: string, options: DigitOptions = {}): string {
  return formatNumber(value, language, { maxDigits: 6, ...options });
}
