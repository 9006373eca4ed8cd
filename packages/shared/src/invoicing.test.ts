import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_RATE,
  DEFAULT_TAX_RATES,
  INVOICE_STATUS_LABELS_TR,
  SPEC_TAX_RATES,
  companySettingsSchema,
  formatInvoiceNumber,
  formatMoney,
  invoiceInputSchema,
  isValidIban,
  isValidTckn,
  isValidVkn,
} from './invoicing.js';

describe('invoicing constants and checks', () => {
  it('keeps the specification’s rates and adds today’s Turkish 10 and 20 (default 20)', () => {
    for (const r of SPEC_TAX_RATES) expect(DEFAULT_TAX_RATES).toContain(r);
    expect(DEFAULT_TAX_RATES).toEqual(expect.arrayContaining([10, 20]));
    expect(DEFAULT_TAX_RATE).toBe(20);
    expect(Object.values(INVOICE_STATUS_LABELS_TR)).toEqual(['Taslak', 'Gönderildi', 'Görüntülendi', 'Ödendi', 'Vadesi Geçti', 'İptal Edildi']);
  });

  it('formats numbers INV-{YYYY}-{###} and money in the Turkish locale with the symbol', () => {
    expect(formatInvoiceNumber('INV', 2025, 7)).toBe('INV-2025-007');
    expect(formatInvoiceNumber('INV', 2025, 1234)).toBe('INV-2025-1234');
    expect(formatMoney(123456, 'TRY')).toBe('1.234,56 ₺');
    expect(formatMoney(100000000, 'USD')).toBe('1.000.000,00 $');
    expect(formatMoney(5, 'EUR')).toBe('0,05 €');
    expect(formatMoney(-99, 'GBP')).toBe('-0,99 £');
  });

  it('checks IBANs with mod-97 and the country length', () => {
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('tr330006100519786457841326')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('TR330006100519786457841327')).toBe(false);
    expect(isValidIban('TR33000610051978645784132')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });

  it('checks Turkish tax numbers: VKN (10 digits) and TCKN (11 digits)', () => {
    expect(isValidVkn('1234567890')).toBe(true);
    expect(isValidVkn('1000000000')).toBe(true);
    expect(isValidVkn('1234567891')).toBe(false);
    expect(isValidVkn('123456789')).toBe(false);
    expect(isValidTckn('10000000146')).toBe(true);
    expect(isValidTckn('10000000147')).toBe(false);
    expect(isValidTckn('01234567890')).toBe(false);
  });

  it('validates company settings and invoice input with message keys', () => {
    const bad = companySettingsSchema.safeParse({ iban: 'TR00 1234', taxNumber: '1234567891', primaryColor: 'blue', logoUrl: 'data:text/html;base64,PGI+', mersisNumber: '12' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(expect.arrayContaining(['iban:v.iban', 'primaryColor:v.color', 'logoUrl:v.logo', 'mersisNumber:v.mersis', 'taxNumber:v.taxNumber']));
    expect(companySettingsSchema.safeParse({ country: 'DE', taxNumber: 'DE123456789' }).success).toBe(true);
    const noLines = invoiceInputSchema.safeParse({ customerId: '00000000-0000-4000-8000-000000000000', lines: [] });
    expect(noLines.error?.issues[0].message).toBe('v.linesRequired');
    const badMoney = invoiceInputSchema.safeParse({ customerId: '00000000-0000-4000-8000-000000000000', lines: [{ description: 'x', quantity: 1, unitPrice: 1.005, taxRate: 20 }] });
    expect(badMoney.error?.issues[0].message).toBe('v.money');
  });
});
