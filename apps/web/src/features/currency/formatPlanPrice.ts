import { convertFromEur, formatPrice, type CurrencyCode, type Rates } from '@ulak/shared/currency';

// Formatting builds an Intl formatter each time, which is slow on phones; the same few prices are formatted
// on every render, so the strings are remembered.
const cache = new Map<string, string>();
const CACHE_LIMIT = 500;

// formatPlanPrice converts a monthly euro price into the chosen currency and formats it (en-US style, 0 decimals for JPY).
export function formatPlanPrice(priceEur: number, currency: CurrencyCode, rates: Rates): string {
  const amount = convertFromEur(priceEur, currency, rates);
  const key = `${currency}:${amount}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const text = formatPrice(amount, currency);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, text);
  return text;
}
