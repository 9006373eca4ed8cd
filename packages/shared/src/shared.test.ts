import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES_TRY,
  PLANS,
  convertFromEur,
  currencyForCountry,
  currencyForLanguage,
  detectLanguage,
  CURRENCY_CODES,
  formatPrice,
  pickLanguage,
  planAction,
  sanitizeRates,
  translate,
  usageLevel,
  usagePercent,
} from './index.js';

describe('plan catalogue', () => {
  it('has the ten plans of the specification in order with their prices and limits', () => {
    expect(PLANS.map((p) => [p.id, p.priceEur, p.emailLimit])).toEqual([
      ['free', 0, 500],
      ['starter', 9, 2000],
      ['basic', 19, 5000],
      ['professional', 39, 15000],
      ['business', 69, 35000],
      ['premium', 99, 75000],
      ['enterprise', 149, 150000],
      ['corporate', 199, 300000],
      ['ultimate', 249, 500000],
      ['platinum', 300, 1000000],
    ]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['professional']);
    expect(PLANS.filter((p) => p.onAllPlansPage)).toHaveLength(9);
  });

  it('offers Upgrade after the current plan, Downgrade before it, Select without one', () => {
    expect(planAction('business', 'professional')).toBe('upgrade');
    expect(planAction('starter', 'professional')).toBe('downgrade');
    expect(planAction('professional', 'professional')).toBe('current');
    expect(planAction('starter', 'legacy')).toBe('select');
  });

  it('computes usage levels at 70 and 90 percent', () => {
    expect(usagePercent(450, 500)).toBe(90);
    expect(usageLevel(usagePercent(450, 500))).toBe('critical');
    expect(usageLevel(70)).toBe('warning');
    expect(usageLevel(69.9)).toBe('normal');
    expect(usagePercent(10, 0)).toBe(0);
    expect(usagePercent(900, 500)).toBe(100);
  });
});

describe('currency', () => {
  it('formats en-US style with 2 decimals, 0 for JPY', () => {
    expect(formatPrice(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatPrice(1234.5, 'JPY')).toBe('¥1,235');
    expect(formatPrice(39, 'EUR')).toBe('€39.00');
    expect(formatPrice(1499.5, 'TRY')).toBe('₺1,499.50');
  });

  it('writes exactly what Intl.NumberFormat writes, for every currency and many amounts', () => {
    const amounts = [
      0, 0.004, 0.005, 0.015, 1.005, 2.675, 9.995, 39, 99.999, 999.995, 1000, 1234.5, 999999.995, 12345678.9, 1e15, -0.001, -0.005, -5, -1234.567,
    ];
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(Math.random() * 10 ** (1 + (i % 9))) / 10 ** (i % 4));
    for (const currency of CURRENCY_CODES) {
      const digits = currency === 'JPY' ? 0 : 2;
      const intl = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      for (const amount of amounts) expect(`${currency} ${amount} ${formatPrice(amount, currency)}`).toBe(`${currency} ${amount} ${intl.format(amount)}`);
    }
  });

  it('converts EUR prices through the TRY-based rates', () => {
    expect(convertFromEur(39, 'EUR')).toBeCloseTo(39, 10);
    expect(convertFromEur(34, 'TRY')).toBeCloseTo(1000, 6);
    expect(convertFromEur(34, 'USD')).toBeCloseTo(37, 6);
  });

  it('detects by country, then by browser language', () => {
    expect(currencyForCountry('TR')).toBe('TRY');
    expect(currencyForCountry('de')).toBe('EUR');
    expect(currencyForCountry('PL')).toBeUndefined();
    expect(currencyForLanguage('tr-TR')).toBe('TRY');
    expect(currencyForLanguage('en-GB')).toBe('GBP');
    expect(currencyForLanguage('en-US')).toBe('USD');
    expect(currencyForLanguage('de-DE')).toBe('EUR');
  });

  it('keeps defaults for missing or bad provider values', () => {
    expect(sanitizeRates({ USD: 0.03, EUR: -1, TRY: 7 })).toEqual({ ...DEFAULT_RATES_TRY, USD: 0.03 });
  });
});

describe('language', () => {
  it('applies the first-load rule', () => {
    expect(detectLanguage('en', 'tr-TR')).toBe('en');
    expect(detectLanguage(null, 'en-US')).toBe('en');
    expect(detectLanguage('de', 'fr-FR')).toBe('tr');
  });

  it('reads Accept-Language and fills message placeholders', () => {
    expect(pickLanguage('de-DE,en;q=0.8')).toBe('en');
    expect(pickLanguage(undefined)).toBe('tr');
    expect(translate('RATE_LIMITED', 'en', { minutes: 3 })).toBe('Too many attempts. Please try again in 3 minutes.');
  });
});
