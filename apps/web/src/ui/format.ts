// Locale-aware formatting helpers for the two interface languages.

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

// formatNumber formats an integer or decimal in the interface language.
export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

// formatCompact formats a large figure briefly (12,345 → 12K; 1,200,000 → 1.2M); small ones stay exact.
export function formatCompact(value: number, language: string): string {
  if (Math.abs(value) < 10_000) return formatNumber(value, language);
  return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

// formatPercent formats a percentage with up to two decimals ("99.95%").
export function formatPercent(value: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
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
