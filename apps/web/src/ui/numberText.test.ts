import { describe, expect, it } from 'vitest';
import { canonicalText, checkNumberText, echoText, valueText } from './numberText';

describe('the shared number input', () => {
  it('reads an invoice unit price of 85,50 in Turkish and 85.50 in English as the same 85.5, said back as money', () => {
    const price = { min: 0, decimalScale: 4, currency: 'TRY' };
    expect(checkNumberText('85,50', 'tr', price)).toEqual({ value: 85.5, problem: null });
    expect(checkNumberText('85.50', 'en', price)).toEqual({ value: 85.5, problem: null });
    expect(echoText(85.5, 'tr', price)).toBe('85,50 ₺');
    expect(echoText(85.5, 'en', price)).toBe('₺85.50');
    expect(canonicalText(85.5, 'tr', price)).toBe('85,50');
    expect(canonicalText(1234.5, 'en', price)).toBe('1,234.50');
  });

  it('refuses the other language’s writing instead of reading 85.50 as 8550', () => {
    const price = { min: 0, decimalScale: 4, currency: 'TRY' };
    const tr = checkNumberText('85.50', 'tr', price);
    expect(tr.problem).toBe('ambiguous');
    expect(Number.isNaN(tr.value)).toBe(true);
    expect(checkNumberText('85,50', 'en', price).problem).toBe('ambiguous');
    expect(checkNumberText('8,5,0', 'tr', price).problem).toBe('invalid');
  });

  it('applies the field’s decimals and range', () => {
    expect(checkNumberText('1,005', 'tr', { currency: 'TRY' }).problem).toBe('decimals');
    expect(checkNumberText('1,5', 'tr', { decimalScale: 0 }).problem).toBe('whole');
    expect(checkNumberText('1.000', 'en', { decimalScale: 0 }).problem).toBe('whole');
    expect(checkNumberText('1.000', 'tr', { decimalScale: 0 })).toEqual({ value: 1000, problem: null });
    expect(checkNumberText('-1', 'tr', { min: 0 }).problem).toBe('min');
    expect(checkNumberText('101', 'en', { max: 100, percent: true }).problem).toBe('max');
    expect(checkNumberText('', 'tr', { min: 1 })).toEqual({ value: '', problem: null });
    expect(checkNumberText('42.500,50', 'tr', { currency: 'TRY' })).toEqual({ value: 42500.5, problem: null });
  });

  it('writes a stored value into the field in the interface language', () => {
    expect(valueText(13932, 'tr', { currency: 'TRY' })).toBe('13.932,00');
    expect(valueText(13932, 'en', { currency: 'TRY' })).toBe('13,932.00');
    expect(valueText(0.0125, 'tr', { decimalScale: 4, currency: 'USD' })).toBe('0,0125');
    expect(valueText('', 'tr', {})).toBe('');
    expect(valueText('20', 'en', { percent: true })).toBe('20');
    expect(echoText(20, 'tr', { percent: true })).toBe('%20');
  });
});
