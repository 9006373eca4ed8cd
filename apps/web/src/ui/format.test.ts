import { describe, expect, it } from 'vitest';
import { formatCompact, formatNumber, formatPercent } from './format';

// the hand-written formatters must write exactly what Intl writes for both interface languages
const LOCALES = { tr: 'tr-TR', en: 'en-GB' } as const;
const values = [
  0, 1, 5, 999, 1000, 1234.5678, 0.0005, 0.015, 1.0005, 2.675, 9999, 9999.95, 10000, 10000.04, 12345, 99999, 99999.99, 123456, 999950, 999999, 1234567,
  12345678, 999999999, 9999999999, 1e12, 1.5e12, 999999999999, 12.3456, 99.95, 99.999, 100, -1, -1.0005, -12345, -0.001, -0.0005,
];
for (let i = 0; i < 1500; i++) values.push(Math.round(Math.random() * 10 ** (1 + (i % 13))) / 10 ** (i % 5));

describe('number formatting', () => {
  for (const [language, locale] of Object.entries(LOCALES)) {
    it(`formats numbers, compact figures and percentages exactly as Intl does (${language})`, () => {
      const plain = new Intl.NumberFormat(locale);
      const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
      const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
      for (const v of values) {
        expect(`${v} ${formatNumber(v, language)}`).toBe(`${v} ${plain.format(v)}`);
        expect(`${v} ${formatCompact(v, language)}`).toBe(`${v} ${Math.abs(v) < 10_000 ? plain.format(v) : compact.format(v)}`);
        expect(`${v} ${formatPercent(v, language)}`).toBe(`${v} ${percent.format(v / 100)}`);
      }
    });
  }
});
