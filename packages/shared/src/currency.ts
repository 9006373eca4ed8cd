// Currencies and default exchange rates (seed 000 §3, §4, §9); prices are written by format.ts's formatMoney.

export const CURRENCY_CODES = ['TRY', 'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'SEK', 'NOK'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export type Currency = { code: CurrencyCode; symbol: string; name: string; flag: string };

export const CURRENCIES: readonly Currency[] = [
  { code: 'TRY', symbol: '₺', name: 'Türk Lirası', flag: '🇹🇷' },
  { code: 'USD', symbol: '$', name: 'US Dollar', flag: '🇺🇸' },
  { code: 'EUR', symbol: '€', name: 'Euro', flag: '🇪🇺' },
  { code: 'GBP', symbol: '£', name: 'British Pound', flag: '🇬🇧' },
  { code: 'CAD', symbol: 'C$', name: 'Canadian Dollar', flag: '🇨🇦' },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar', flag: '🇦🇺' },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen', flag: '🇯🇵' },
  { code: 'CHF', symbol: 'CHF', name: 'Swiss Franc', flag: '🇨🇭' },
  { code: 'SEK', symbol: 'kr', name: 'Swedish Krona', flag: '🇸🇪' },
  { code: 'NOK', symbol: 'kr', name: 'Norwegian Krone', flag: '🇳🇴' },
];

export const DEFAULT_CURRENCY: CurrencyCode = 'TRY';

export type Rates = Record<CurrencyCode, number>;

/** Default rates: units of each currency per 1 TRY (seed 000 §9). */
export const DEFAULT_RATES_TRY: Rates = {
  TRY: 1,
  USD: 0.037,
  EUR: 0.034,
  GBP: 0.029,
  CAD: 0.05,
  AUD: 0.055,
  JPY: 5.45,
  CHF: 0.033,
  SEK: 0.39,
  NOK: 0.4,
};

/** Fallback table relative to USD (seed 000 §9). */
export const FALLBACK_RATES_USD: Rates = {
  USD: 1,
  EUR: 0.85,
  GBP: 0.73,
  TRY: 27.5,
  CAD: 1.35,
  AUD: 1.52,
  JPY: 149,
  CHF: 0.88,
  SEK: 10.9,
  NOK: 10.8,
};

const EURO_COUNTRIES = ['DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'IE', 'FI', 'GR', 'LU', 'SK', 'SI', 'EE', 'LV', 'LT', 'MT', 'CY', 'HR'];

/** Country code to currency; DK, PL, CZ, HU, RO, BG map to unsupported currencies and fall back. */
export const COUNTRY_CURRENCY: Record<string, string> = {
  TR: 'TRY',
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  JP: 'JPY',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  ...Object.fromEntries(EURO_COUNTRIES.map((c) => [c, 'EUR'])),
};

// isCurrencyCode tells whether a value is one of the ten supported currencies.
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

// currencyForCountry maps a country code to a supported currency, or undefined when unsupported.
export function currencyForCountry(countryCode: string | undefined | null): CurrencyCode | undefined {
  if (!countryCode) return undefined;
  const code = COUNTRY_CURRENCY[countryCode.toUpperCase()];
  return isCurrencyCode(code) ? code : undefined;
}

// currencyForLanguage is the browser-language fallback: tr → TRY, en-gb → GBP, other en → USD, else EUR.
export function currencyForLanguage(language: string | undefined | null): CurrencyCode {
  const lang = (language ?? '').toLowerCase();
  if (lang.startsWith('tr')) return 'TRY';
  if (lang.startsWith('en-gb')) return 'GBP';
  if (lang.startsWith('en')) return 'USD';
  return 'EUR';
}

// convertFromEur converts a euro amount into another currency with TRY-based rates.
export function convertFromEur(amountEur: number, to: CurrencyCode, rates: Rates = DEFAULT_RATES_TRY): number {
  const eurPerTry = rates.EUR || DEFAULT_RATES_TRY.EUR;
  const inTry = amountEur / eurPerTry;
  return inTry * (rates[to] ?? DEFAULT_RATES_TRY[to]);
}

// sanitizeRates keeps the supported currencies of a provider's map, falling back to defaults for missing or bad values.
export function sanitizeRates(input: Record<string, unknown> | undefined | null): Rates {
  const out = { ...DEFAULT_RATES_TRY };
  if (!input) return out;
  for (const code of CURRENCY_CODES) {
    const v = input[code];
    if (typeof v === 'number' && Number.isFinite(v) && v > 0) out[code] = v;
  }
  out.TRY = 1;
  return out;
}
