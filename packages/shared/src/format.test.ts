import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatDate,
  formatForInput,
  formatMinor,
  formatMoney,
  formatNumber,
  formatPercent,
  formatUnitPrice,
  parseLocaleNumber,
} from './format.js';

// random draws from a fixed seed (mulberry32): the same figures on every run, so a failure can be reproduced
let seed = 0x5eed;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

// the hand-written formatters must write exactly what Intl writes for both interface languages
const LOCALES = { tr: 'tr-TR', en: 'en-GB' } as const;
const values = [
  0, 1, 5, 999, 1000, 1234.5678, 0.0005, 0.015, 1.0005, 2.675, 9999, 9999.95, 10000, 10000.04, 12345, 99999, 99999.99, 123456, 999950, 999999, 1234567,
  12345678, 999999999, 9999999999, 1e12, 1.5e12, 999999999999, 12.3456, 99.95, 99.999, 100, -1, -1.0005, -12345, -0.001, -0.0005,
];
for (let i = 0; i < 1500; i++) values.push(Math.round(random() * 10 ** (1 + (i % 13))) / 10 ** (i % 5));

describe('number formatting', () => {
  for (const [language, locale] of Object.entries(LOCALES)) {
    it(`formats numbers, compact figures and percentages exactly as Intl does (${language})`, () => {
      const plain = new Intl.NumberFormat(locale);
      const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
      const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
      const share = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const v of values) {
        expect(`${v} ${formatNumber(v, language)}`).toBe(`${v} ${plain.format(v)}`);
        expect(`${v} ${formatCompact(v, language)}`).toBe(`${v} ${Math.abs(v) < 10_000 ? plain.format(v) : compact.format(v)}`);
        expect(`${v} ${formatPercent(v, language)}`).toBe(`${v} ${percent.format(v / 100)}`);
        expect(`${v} ${formatPercent(v, language, { minDigits: 1, maxDigits: 1 })}`).toBe(`${v} ${share.format(v / 100)}`);
      }
    });
  }

  it('writes percentages the way each language does: %25 in Turkish, 25% in English', () => {
    expect([formatPercent(25, 'tr'), formatPercent(0.2, 'tr'), formatPercent(20, 'tr')]).toEqual(['%25', '%0,2', '%20']);
    expect([formatPercent(25, 'en'), formatPercent(0.2, 'en'), formatPercent(20, 'en-GB')]).toEqual(['25%', '0.2%', '20%']);
  });
});

describe('money formatting', () => {
  it('decides by the interface language: Turkish 1.147,06 ₺, English ₺1,147.06, whatever the currency', () => {
    expect(formatMoney(1147.06, 'TRY', 'tr')).toBe('1.147,06 ₺');
    expect(formatMoney(1147.06, 'TRY', 'en')).toBe('₺1,147.06');
    expect(formatMoney(0, 'TRY', 'en')).toBe('₺0.00');
    expect(formatMoney(0, 'TRY', 'tr')).toBe('0,00 ₺');
    expect(formatMoney(1147.06, 'USD', 'tr')).toBe('1.147,06 $');
    expect(formatMoney(1147.06, 'USD', 'en')).toBe('$1,147.06');
    expect(formatMoney(-5, 'EUR', 'en')).toBe('-€5.00');
    expect(formatMoney(-5, 'EUR', 'tr')).toBe('-5,00 €');
    expect(formatMoney(-0.001, 'EUR', 'tr')).toBe('0,00 €');
    expect(formatMoney(1234.5, 'JPY', 'en')).toBe('¥1,235');
    expect(formatMoney(1234.5, 'JPY', 'tr')).toBe('1.235 ¥');
    expect(formatMoney(12, 'CHF', 'en')).toBe('CHF\u00a012.00');
    expect(formatMoney(12, 'CHF', 'tr')).toBe('12,00 CHF');
    expect(formatMoney(12, 'XYZ', 'en')).toBe('XYZ\u00a012.00');
  });

  it('writes the English figures Intl writes for the four invoice currencies and the yen', () => {
    const amounts = [0, 0.004, 0.005, 0.015, 1.005, 2.675, 9.995, 39, 99.999, 999.995, 1000, 1234.5, 999999.995, 12345678.9, -5, -1234.567];
    for (let i = 0; i < 500; i++) amounts.push(Math.round(random() * 10 ** (1 + (i % 9))) / 10 ** (i % 4));
    const symbol: Record<string, string> = { TRY: '₺', USD: '$', EUR: '€', GBP: '£', JPY: '¥' };
    for (const currency of Object.keys(symbol)) {
      const en = new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
      const tr = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: currency === 'JPY' ? 0 : 2, maximumFractionDigits: currency === 'JPY' ? 0 : 2 });
      for (const a of amounts) {
        expect(`${a} ${formatMoney(a, currency, 'en')}`).toBe(`${a} ${en.format(a)}`);
        const figure = tr.format(Math.abs(a));
        const minus = a < 0 && /[1-9]/.test(figure) ? '-' : '';
        expect(`${a} ${formatMoney(a, currency, 'tr')}`).toBe(`${a} ${minus}${figure} ${symbol[currency]}`);
      }
    }
  });

  it('formats minor units and unit prices in ten-thousandths in both languages', () => {
    expect(formatMinor(123456, 'TRY', 'tr')).toBe('1.234,56 ₺');
    expect(formatMinor(123456, 'TRY', 'en')).toBe('₺1,234.56');
    expect(formatMinor(1393200, 'TRY', 'tr')).toBe('13.932,00 ₺');
    expect(formatUnitPrice(412_390, 'EUR', 'en')).toBe('€41.239');
    expect(formatUnitPrice(125, 'USD', 'en')).toBe('$0.0125');
    expect(formatUnitPrice(855_000, 'TRY', 'tr')).toBe('85,50 ₺');
  });
});

describe('dates', () => {
  it('writes dates in the interface language and a dash for a missing one', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'tr', { timeZone: 'UTC' })).toBe('5 Mar 2026');
    expect(formatDate('2026-03-05T12:00:00Z', 'en', { timeZone: 'UTC' })).toBe('5 Mar 2026');
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDate('not a date', 'tr')).toBe('—');
  });
});

describe('parseLocaleNumber', () => {
  const value = (text: string, language: string) => {
    const r = parseLocaleNumber(text, language);
    return 'value' in r ? r.value : r.error;
  };

  it('reads Turkish: decimal comma, thousands dot', () => {
    const cases: [string, number][] = [
      ['85,50', 85.5],
      ['85', 85],
      ['0,5', 0.5],
      [',5', 0.5],
      ['1.234,56', 1234.56],
      ['1.234', 1234],
      ['1.234.567', 1234567],
      ['1.234.567,891', 1234567.891],
      ['1,234', 1.234],
      ['1234,5678', 1234.5678],
      ['42.500,50', 42500.5],
      ['1 234,56', 1234.56],
      ['  85,50  ', 85.5],
      ['85,50 ₺', 85.5],
      ['%20', 20],
      ['-12,5', -12.5],
      ['−12,5', -12.5],
      ['+7', 7],
      ['007', 7],
      ['-0', 0],
    ];
    for (const [text, expected] of cases) expect(`${text} → ${value(text, 'tr')}`).toBe(`${text} → ${expected}`);
  });

  it('reads English: decimal dot, thousands comma', () => {
    const cases: [string, number][] = [
      ['85.50', 85.5],
      ['.5', 0.5],
      ['1,234.56', 1234.56],
      ['1,234', 1234],
      ['1,234,567.5', 1234567.5],
      ['1.234', 1.234],
      ['42,500.50', 42500.5],
      ['$1,234.56', 1234.56],
      ['20%', 20],
      ['-3.25', -3.25],
    ];
    for (const [text, expected] of cases) expect(`${text} → ${value(text, 'en')}`).toBe(`${text} → ${expected}`);
  });

  it('refuses as ambiguous what is a number only in the other language', () => {
    for (const text of ['85.50', '1,234.56', '1.23', '1234.5', '0.5', '.5', '1.2345', '0.500'])
      expect(`${text} → ${value(text, 'tr')}`).toBe(`${text} → ambiguous`);
    for (const text of ['85,50', '1.234,56', '1,23', '1234,5', '0,5', ',5', '0,500']) expect(`${text} → ${value(text, 'en')}`).toBe(`${text} → ambiguous`);
  });

  it('refuses as invalid what is a number in neither language', () => {
    for (const language of ['tr', 'en'])
      for (const text of [
        'abc',
        '1e5',
        '1.2.3',
        '1,2,3',
        '12,34,5',
        '1.2.3,4',
        '1..2',
        '1,,2',
        '5,',
        '5.',
        '1.23.456',
        '12 34',
        '0x10',
        '1-2',
        '--1',
        '₺',
        'Infinity',
        'NaN',
      ])
        expect(`${language} ${text} → ${value(text, language)}`).toBe(`${language} ${text} → invalid`);
    expect(value('', 'tr')).toBe('empty');
    expect(value('   ', 'en')).toBe('empty');
  });

  it('counts the typed decimals and reads back what formatForInput writes', () => {
    expect(parseLocaleNumber('85,50', 'tr')).toEqual({ value: 85.5, decimals: 2 });
    expect(parseLocaleNumber('1.234', 'tr')).toEqual({ value: 1234, decimals: 0 });
    for (const v of [0, 85.5, 1234.56, 1234567.891, 0.0125, 42500.5, 13932])
      for (const language of ['tr', 'en']) expect(value(formatForInput(v, language), language)).toBe(v);
  });
});
