import { convertFromEur, type CurrencyCode, type Rates } from '@ulak/shared/currency';
import { formatMoney } from '@ulak/shared/format';

// The same few prices are formatted on every render of the pricing pages, so the strings are remembered.
const cache = new Map<string, string>();
const CACHE_LIMIT = 500;

// formatPlanPrice converts a monthly euro price into the chosen currency and formats it by the interface language
// (the shared formatting module: "1.147,06 ₺" in Turkish, "₺1,147.06" in English; no decimals for JPY).
export function formatPlanPrice(priceEur: number, currency: CurrencyCode, rates: Rates, language: string): string {
  const amount = convertFromEur(priceEur, currency, rates);
  const key = `${language}:${currency}:${amount}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const text = formatMoney(amount, currency, language);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, text);
  return text;
}
