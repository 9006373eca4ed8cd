// What a typed number means: the rules of the shared LocaleNumberInput, kept pure so they are tested without a DOM.
import { currencyDigits, formatForInput, formatMoney, formatNumber, formatPercent, parseLocaleNumber } from '@ulak/shared/format';

export type NumberRules = {
  /** Smallest accepted value (inclusive). */
  min?: number;
  /** Largest accepted value (inclusive). */
  max?: number;
  /** Most decimals accepted; 0 for whole numbers. Money defaults to its currency's digits. */
  decimalScale?: number;
  /** A money amount in this currency: shown back as money, with the currency's digits. */
  currency?: string;
  /** A percentage: shown back as one ("%20", "20%"). */
  percent?: boolean;
};

export type NumberProblem = 'ambiguous' | 'invalid' | 'decimals' | 'whole' | 'min' | 'max';

/** value: a number, '' when empty, NaN when refused (a form's checks then fail rather than save a guess). */
export type NumberCheck = { value: number | ''; problem: NumberProblem | null };

// maxDecimalsOf is the decimals a field accepts: decimalScale, else the currency's digits for money, else six.
export const maxDecimalsOf = (rules: NumberRules) => rules.decimalScale ?? (rules.currency ? currencyDigits(rules.currency) : 6);

// checkNumberText reads a field's text in the interface language and applies the field's rules.
export function checkNumberText(text: string, language: string, rules: NumberRules): NumberCheck {
  const parsed = parseLocaleNumber(text, language);
  if ('error' in parsed) return parsed.error === 'empty' ? { value: '', problem: null } : { value: Number.NaN, problem: parsed.error };
  const decimals = maxDecimalsOf(rules);
  if (parsed.decimals > decimals) return { value: Number.NaN, problem: decimals === 0 ? 'whole' : 'decimals' };
  if (rules.min !== undefined && parsed.value < rules.min) return { value: Number.NaN, problem: 'min' };
  if (rules.max !== undefined && parsed.value > rules.max) return { value: Number.NaN, problem: 'max' };
  return { value: parsed.value, problem: null };
}

// canonicalText is how a field writes a value back (on blur, or when the form sets it): "85,50" for lira in Turkish.
export function canonicalText(value: number, language: string, rules: NumberRules): string {
  const minDigits = rules.currency ? Math.min(currencyDigits(rules.currency), maxDecimalsOf(rules)) : 0;
  return formatForInput(value, language, { minDigits, maxDigits: maxDecimalsOf(rules) });
}

// echoText is the value as the product will show it ("85,50 ₺", "%20", "1.234,5"), said back under the field.
export function echoText(value: number, language: string, rules: NumberRules): string {
  if (rules.currency) return formatMoney(value, rules.currency, language, { maxDigits: maxDecimalsOf(rules) });
  if (rules.percent) return formatPercent(value, language, { maxDigits: maxDecimalsOf(rules) });
  return formatNumber(value, language, { maxDigits: maxDecimalsOf(rules) });
}

// valueText is a field's first text: a number (or a plain numeric string from older form values) written canonically.
export function valueText(value: number | string | null | undefined, language: string, rules: NumberRules): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? canonicalText(n, language, rules) : '';
}
