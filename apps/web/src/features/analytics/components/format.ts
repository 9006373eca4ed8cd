// Small formatters of the analytics screens (money in the report's currency, rates, signed changes).
import { formatNumber, formatPercent } from '../../../ui/format';

// money formats a major-unit amount in a currency in the interface language.
export function money(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${formatNumber(amount, language)} ${currency}`;
  }
}

// rate formats a percentage or '—' when there is none.
export function rate(value: number | null, language: string): string {
  return value === null ? '—' : formatPercent(value, language);
}

// signedChange formats a change in percent with its sign ("+12.5%").
export function signedChange(value: number, language: string): string {
  return `${value > 0 ? '+' : ''}${formatPercent(value, language)}`;
}
