// The web app's formatting: the shared module (packages/shared/src/format.ts) decides every number, money, percent
// and date by the interface language; this file only re-exports it for the screens.
import { formatMoney } from '@ulak/shared/format';

export {
  formatCompact,
  formatDate,
  formatDateTime,
  formatMinor,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatTime,
  formatUnitPrice,
  languageOf,
  parseLocaleNumber,
} from '@ulak/shared/format';

// formatEur formats a euro amount (the API's plan prices) in the interface language.
export function formatEur(amount: number, language: string): string {
  return formatMoney(amount, 'EUR', language);
}
