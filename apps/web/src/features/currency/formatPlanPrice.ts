import { convertFromEur, formatPrice, type CurrencyCode, type Rates } from '@ulak/shared/currency';

// formatPlanPrice converts a monthly euro price into the chosen currency and formats it (en-US style, 0 decimals for JPY).
export function formatPlanPrice(priceEur: number, currency: CurrencyCode, rates: Rates): string {
  return formatPrice(convertFromEur(priceEur, currency, rates), currency);
}
