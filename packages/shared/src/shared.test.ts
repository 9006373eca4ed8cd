import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES_TRY,
  PLANS,
  convertFromEur,
  currencyForCountry,
  currencyForLanguage,
  detectLanguage,
  formatMoney,
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
  it('writes prices by the interface language: 2 decimals, 0 for JPY', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'JPY', 'en')).toBe('¥1,235');
    expect(formatMoney(39, 'EUR', 'en')).toBe('€39.00');
    expect(formatMoney(1499.5, 'TRY', 'en')).toBe('₺1,499.50');
    expect(formatMoney(1499.5, 'TRY', 'tr')).toBe('1.499,50 ₺');
    expect(formatMoney(1234.5, 'JPY', 'tr')).toBe('1.235 ¥');
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
