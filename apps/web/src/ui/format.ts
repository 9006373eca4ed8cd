// Locale-aware formatting helpers for the two interface languages.

function locale(language: string): string {
  return language === 'en' ? 'en-GB' : 'tr-TR';
}

// formatNumber formats an integer or decimal in the interface language.
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}

// formatCompact formats a large figure briefly (12,345 → 12K; 1,200,000 → 1.2M); small ones stay exact.
export function formatCompact(value: number, language: string): string {
  if (Math.abs(value) < 10_000) return formatNumber(value, language);
  return new Intl.NumberFormat(locale(language), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

// formatPercent formats a percentage with up to two decimals ("99.95%").
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

// formatDate formats an ISO date as a medium date; returns '—' for a missing or invalid one.
export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium' }).format(date);
}

// formatDateTime formats an ISO timestamp with date and time; returns '—' for a missing or invalid one.
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

// formatEur formats a euro amount (the API's plan prices) in the interface language.
export function formatEur(amount: number, language: string): string {
  return new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'EUR' }).format(amount);
}
