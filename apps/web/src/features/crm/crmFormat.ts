// Display rules of the CRM: shares and months (from the shared formatting module), relative times, stage names in
// the interface language, and the import's per-line reasons in the interface language. Money: ui/format's formatMoney.
import { DEFAULT_STAGES } from '@ulak/shared/crm';
import { formatMonth, formatPercent } from '@ulak/shared/format';
import type { TFunction } from 'i18next';

// formatShare formats a percentage with one decimal in the interface language ("12.5%", "%12,5").
export function formatShare(percent: number, language: string): string {
  return formatPercent(percent, language, { minDigits: 1, maxDigits: 1 });
}

export { formatMonth };

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

// relativeTime says how long ago (or from now) a moment is ("3 hours ago", "3 saat önce"); '—' when missing.
export function relativeTime(iso: string | null | undefined, language: string, now: number = Date.now()): string {
  if (!iso) return '—';
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '—';
  const seconds = Math.round((at - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(language === 'en' ? 'en' : 'tr', { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  return rtf.format(0, 'second');
}

// stageLabel names a stage in the interface language while it still carries its default name; a renamed stage keeps its name.
export function stageLabel(stage: { key: string; name: string }, language: string): string {
  const preset = DEFAULT_STAGES.find((s) => s.key === stage.key);
  if (!preset || (stage.name !== preset.name.tr && stage.name !== preset.name.en)) return stage.name;
  return language === 'en' ? preset.name.en : preset.name.tr;
}

const REASONS: [RegExp, 'missingName' | 'invalidEmail' | 'unknownStatus' | 'unknownSource' | 'invalidValue'][] = [
  [/^missing name$/, 'missingName'],
  [/^invalid email: (.*)$/, 'invalidEmail'],
  [/^unknown status: (.*)$/, 'unknownStatus'],
  [/^unknown source: (.*)$/, 'unknownSource'],
  [/^invalid value: (.*)$/, 'invalidValue'],
];

// importReason translates one of the import's per-line reasons; an unknown one is shown as the server wrote it.
export function importReason(reason: string, t: TFunction): string {
  for (const [pattern, key] of REASONS) {
    const match = pattern.exec(reason);
    if (match) return t(`crm.import.reasons.${key}`, { value: match[1] ?? '' });
  }
  return reason;
}
