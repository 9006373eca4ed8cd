// Small formatters of the analytics screens (money in the report's currency, rates, signed changes).
import { formatMoney, formatPercent } from '../../../ui/format';

// money formats a major-unit amount in a currency in the interface language (the shared formatting module's rule).
export function money(amount: number, currency: string, language: string): string {
  return formatMoney(amount, currency, language);
}

// rate formats a percentage or '—' when there is none.
export function rate(value: number | null, language: string): string {
  return value === null ? '—' : formatPercent(value, language);
}

// signedChange formats a change in percent with its sign ("+12.5%").
export function signedChange(value: number, language: string): string {
  return `${value > 0 ? '+' : ''}${formatPercent(value, language)}`;
}
