import { describe, expect, it } from 'vitest';
import { addDays, companyFieldProblem, lineProblems, money, parseNumberList, previewLines, todayIso, type LineValues } from './invoiceFormat';

const line = (over: Partial<LineValues> = {}): LineValues => ({
  key: 'a',
  description: 'Güncelleme hizmeti',
  quantity: 2,
  unit: 'piece',
  unitPrice: 100.5,
  discountType: 'percent',
  discount: 0,
  taxRate: '20',
  taxCategory: '',
  ...over,
});

describe('invoice format helpers', () => {
  it('formats money in the Turkish format with the symbol', () => {
    expect(money(1234.56, 'TRY', 'tr')).toBe('1.234,56 ₺');
    expect(money(-5, 'EUR', 'tr')).toBe('-5,00 €');
    expect(money(1234.56, 'TRY', 'en')).toBe('₺1,234.56');
  });

  it('adds days to a date across month ends and gives today in Istanbul', () => {
    expect(addDays('2024-01-31', 30)).toBe('2024-03-01');
    expect(addDays('bad', 3)).toBe('');
    expect(todayIso(new Date('2024-06-30T22:30:00Z'))).toBe('2024-07-01');
  });

  it('prices only lines whose numbers are valid, a blank description included', () => {
    expect(previewLines([line({ description: '' })])?.[0]).toMatchObject({ description: '-', quantity: 2, unitPrice: 100.5, taxRate: 20 });
    expect(previewLines([line({ quantity: 0 })])).toBeNull();
    // unit prices take up to four decimals (fuel, energy, per-unit SaaS); a fifth is refused
    expect(previewLines([line({ unitPrice: 1.234 })])?.[0].unitPrice).toBe(1.234);
    expect(previewLines([line({ unitPrice: 0.0125 })])?.[0].unitPrice).toBe(0.0125);
    expect(previewLines([line({ unitPrice: 1.23456 })])).toBeNull();
    expect(lineProblems(line({ unitPrice: 1.23456 }))).toEqual({ unitPrice: 'unitPrice' });
    expect(previewLines([line({ taxRate: '0', taxCategory: 'K' })])?.[0]).toMatchObject({ taxCategory: 'K', taxRate: 0 });
    expect(previewLines([line()])?.[0]).not.toHaveProperty('taxCategory');
    expect(lineProblems(line({ description: ' ', discount: 101 }))).toEqual({ description: 'descriptionRequired', discount: 'percent' });
  });

  it('reads number lists', () => {
    expect(parseNumberList('0, 1, 8,10 20')).toEqual([0, 1, 8, 10, 20]);
    expect(parseNumberList('-3, 0, x')).toBeNull();
  });

  it('mirrors the server rules of company settings', () => {
    expect(companyFieldProblem('iban', 'TR33 0006 1005 1978 6457 8413 26', 'TR')).toBeNull();
    expect(companyFieldProblem('iban', 'TR33 0006 1005 1978 6457 8413 27', 'TR')).toBe('iban');
    expect(companyFieldProblem('taxNumber', '1234567891', 'TR')).toBe('taxNumber');
    expect(companyFieldProblem('taxNumber', '9876543217', 'TR')).toBeNull();
    expect(companyFieldProblem('taxNumber', '1234567890', 'DE')).toBeNull();
    expect(companyFieldProblem('mersisNumber', '123', 'TR')).toBe('mersis');
    expect(companyFieldProblem('primaryColor', '#12345G', 'TR')).toBe('color');
    expect(companyFieldProblem('linkedinUrl', 'linkedin.com/x', 'TR')).toBe('url');
    expect(companyFieldProblem('invoicePrefix', 'inv', 'TR')).toBe('invoicePrefix');
    expect(companyFieldProblem('foundedYear', '1700', 'TR')).toBe('year');
    expect(companyFieldProblem('email', '', 'TR')).toBeNull();
  });
});
