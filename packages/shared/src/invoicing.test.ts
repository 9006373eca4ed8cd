import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_RATE,
  DEFAULT_TAX_RATES,
  INVOICE_STATUS_LABELS_TR,
  SPEC_TAX_RATES,
  VAT_EAS_BY_COUNTRY,
  companySettingsSchema,
  customerInputSchema,
  formatInvoiceNumber,
  invoiceInputSchema,
  isValidEndpointId,
  isValidIban,
  isValidTckn,
  normalizeEndpointId,
  isValidVkn,
  isValidGtin,
  isValidBic,
  WITHHOLDING_CODES,
} from './invoicing.js';
import { MESSAGES as MESSAGES_FOR_TEST } from './messages.js';
import { formatMinor, formatUnitPrice } from './format.js';

describe('invoicing constants and checks', () => {
  it('keeps the specification’s rates and adds today’s Turkish 10 and 20 (default 20)', () => {
    for (const r of SPEC_TAX_RATES) expect(DEFAULT_TAX_RATES).toContain(r);
    expect(DEFAULT_TAX_RATES).toEqual(expect.arrayContaining([10, 20]));
    expect(DEFAULT_TAX_RATE).toBe(20);
    expect(Object.values(INVOICE_STATUS_LABELS_TR)).toEqual(['Taslak', 'Kesildi', 'Gönderildi', 'Görüntülendi', 'Ödendi', 'Vadesi Geçti', 'İptal Edildi']);
  });

  it('formats numbers INV-{YYYY}-{###} and money in the Turkish locale with the symbol', () => {
    expect(formatInvoiceNumber('INV', 2025, 7)).toBe('INV-2025-007');
    expect(formatInvoiceNumber('INV', 2025, 1234)).toBe('INV-2025-1234');
    expect(formatMinor(123456, 'TRY', 'tr')).toBe('1.234,56 ₺');
    expect(formatMinor(100000000, 'USD', 'tr')).toBe('1.000.000,00 $');
    expect(formatMinor(5, 'EUR', 'tr')).toBe('0,05 €');
    expect(formatMinor(-99, 'GBP', 'tr')).toBe('-0,99 £');
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
    const bad = companySettingsSchema.safeParse({
      iban: 'TR00 1234',
      taxNumber: '1234567891',
      primaryColor: 'blue',
      logoUrl: 'data:text/html;base64,PGI+',
      mersisNumber: '12',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining(['iban:v.iban', 'primaryColor:v.color', 'logoUrl:v.logo', 'mersisNumber:v.mersis', 'taxNumber:v.taxNumber']),
    );
    expect(companySettingsSchema.safeParse({ country: 'DE', taxNumber: 'DE123456789' }).success).toBe(true);
    // the company settings page validates with this schema field by field (it no longer mirrors the rules)
    const issue = (input: Record<string, unknown>) => companySettingsSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issue({ iban: 'TR33 0006 1005 1978 6457 8413 26', taxNumber: '9876543217', country: 'TR', email: '' })).toBeUndefined();
    expect(issue({ iban: 'TR33 0006 1005 1978 6457 8413 27' })).toEqual(['iban:v.iban']);
    expect(issue({ taxNumber: '1234567891', country: 'tr' })).toEqual(['taxNumber:v.taxNumber']);
    expect(issue({ linkedinUrl: 'linkedin.com/x', website: 'https://isik.example' })).toEqual(['linkedinUrl:v.url']);
    expect(issue({ invoicePrefix: 'inv' })).toEqual(['invoicePrefix:v.invoicePrefix']);
    expect(issue({ foundedYear: 1700 })).toEqual(['foundedYear:v.year']);
    expect(issue({ foundedYear: Number.NaN })).toEqual(['foundedYear:v.year']);
    expect(issue({ country: '' })).toEqual(['country:v.countryCode']);
    expect(issue({ email: 'fatura@' })).toEqual(['email:v.email']);
    const noLines = invoiceInputSchema.safeParse({ customerId: '00000000-0000-4000-8000-000000000000', lines: [] });
    expect(noLines.error?.issues[0].message).toBe('v.linesRequired');
    // unit prices take up to four decimals (BT-146); a fifth is refused
    const line = (unitPrice: number) =>
      invoiceInputSchema.safeParse({ customerId: '00000000-0000-4000-8000-000000000000', lines: [{ description: 'x', quantity: 1, unitPrice, taxRate: 20 }] });
    expect(line(1.005).success).toBe(true);
    expect(line(0.0125).success).toBe(true);
    expect(line(1.00005).error?.issues[0].message).toBe('v.unitPrice');
    // the invoice form's lines: a blank description, a percentage above 100, an empty rate (NaN)
    const lineIssues = (over: Record<string, unknown>) =>
      invoiceInputSchema
        .safeParse({ customerId: '00000000-0000-4000-8000-000000000000', lines: [{ description: 'x', quantity: 1, unitPrice: 1, taxRate: 20, ...over }] })
        .error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(lineIssues({ description: ' ', discount: 101 })).toEqual(['lines.0.description:v.required', 'lines.0.discount:v.percent']);
    expect(lineIssues({ taxRate: Number.NaN, quantity: 0 })).toEqual(['lines.0.quantity:v.quantity', 'lines.0.taxRate:v.percent']);
    expect([formatUnitPrice(15_000_000, 'TRY', 'tr'), formatUnitPrice(412_390, 'EUR', 'tr'), formatUnitPrice(125, 'USD', 'tr')]).toEqual([
      '1.500,00 ₺',
      '41,239 €',
      '0,0125 $',
    ]);
  });

  it('checks Peppol electronic addresses against their scheme (EAS list, GLN, BE, NO, Leitweg-ID, VAT numbers)', () => {
    expect(isValidEndpointId('0088', '4000001123452')).toBe(true);
    expect(isValidEndpointId('0088', '4000001123453')).toBe(false);
    expect(isValidEndpointId('0208', '0403170701')).toBe(true);
    expect(isValidEndpointId('0208', '0403170702')).toBe(false);
    expect(isValidEndpointId('0192', '987654321')).toBe(true);
    expect(isValidEndpointId('0204', '04011000-12345-34')).toBe(true);
    expect(isValidEndpointId('9930', '123456789')).toBe(true);
    expect(normalizeEndpointId('9930', 'de 123 456 789')).toBe('DE123456789');
    expect(normalizeEndpointId('9933', '123456789')).toBe('EL123456789');
    expect(isValidEndpointId('9957', 'FR40303265045')).toBe(true);
    expect(isValidEndpointId('9906', 'IT12345678901')).toBe(true);
    expect(isValidEndpointId('9914', 'ATU12345678')).toBe(true);
    expect(isValidEndpointId('9952', '1234567890')).toBe(isValidVkn('1234567890'));
    expect(isValidEndpointId('1234', 'x')).toBe(false);
    expect(VAT_EAS_BY_COUNTRY).toMatchObject({ DE: '9930', FR: '9957', IT: '9906', BE: '9925', AT: '9914', TR: '9952' });
    const customer = customerInputSchema.safeParse({ name: 'x', countryCode: 'DE', endpointScheme: '0088', endpointId: '123' });
    expect(customer.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual(['endpointId:v.endpointId']);
    expect(customerInputSchema.safeParse({ name: 'x', endpointScheme: '9999', endpointId: '1' }).success).toBe(false);
  });
});

describe('issue 15 fields of the invoice input', () => {
  const line = { description: 'x', quantity: 1, unitPrice: 10, taxRate: 20 };
  const base = { customerId: '00000000-0000-4000-8000-000000000000', lines: [line] };
  const issues = (body: Record<string, unknown>) =>
    invoiceInputSchema.safeParse({ ...base, ...body }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

  it('checks GTINs and BICs, and the withholding share against its code (GİB checks them together)', () => {
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidBic('TGBATRIS')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('TGBA1')).toBe(false);
    expect(WITHHOLDING_CODES['603'].percent).toBe(70);
    expect(WITHHOLDING_CODES['624'].percent).toBe(20);
    expect(WITHHOLDING_CODES['801'].percent).toBe(100);
    expect(issues({ lines: [{ ...line, withholdingCode: '603', withholdingPercent: 50 }] })).toEqual(['lines.0.withholdingPercent:v.withholdingPercent']);
    expect(issues({ lines: [{ ...line, withholdingCode: '603', withholdingPercent: 70 }] })).toEqual([]);
    expect(issues({ lines: [{ ...line, withholdingCode: '699' }] })).toEqual(['lines.0.withholdingCode:v.withholdingCode']);
    expect(issues({ lines: [{ ...line, standardItemId: '4006381333932' }] })).toEqual(['lines.0.standardItemId:v.gtin']);
    expect(issues({ lines: [{ ...line, standardItemId: 'ABC', standardItemScheme: '0088' }] })).toEqual([]);
    expect(issues({ lines: [{ ...line, exciseCode: '0071' }] })).toEqual(['lines.0.excisePercent:v.required']);
  });

  it('takes negative quantities (never 0, no discount on them), charges with a reason or code, payment means by code, 384 with its preceding invoice', () => {
    expect(issues({ lines: [{ ...line, quantity: -2 }] })).toEqual([]);
    expect(issues({ lines: [{ ...line, quantity: 0 }] })).toEqual(['lines.0.quantity:v.quantity']);
    expect(issues({ lines: [{ ...line, quantity: -2, discount: 10 }] })).toEqual(['lines.0.discount:v.negativeLineDiscount']);
    expect(issues({ charges: [{ amount: 10, taxRate: 20 }] })).toEqual(['charges.0.reason:v.chargeReason']);
    expect(issues({ charges: [{ reasonCode: 'FC', amount: 10, taxRate: 20 }] })).toEqual([]);
    expect(issues({ paymentMeans: { code: '48', cardLast4: '41111' } })).toEqual(['paymentMeans.cardLast4:v.tooLong', 'paymentMeans.cardLast4:v.cardLast4']);
    expect(issues({ paymentMeans: { code: '59', debitedAccount: 'DE00' } })).toEqual([
      'paymentMeans.mandateId:v.required',
      'paymentMeans.debitedAccount:v.iban',
    ]);
    expect(issues({ paymentMeans: { code: '58', bic: 'TGBATRIS' } })).toEqual([]);
    expect(issues({ typeCode: '384' })).toEqual(['precedingInvoiceId:v.precedingInvoice']);
    expect(issues({ typeCode: '384', precedingInvoiceId: base.customerId })).toEqual([]);
    expect(issues({ invoicingPeriodStart: '2026-02-01', invoicingPeriodEnd: '2026-01-31' })).toEqual(['invoicingPeriodEnd:v.periodEnd']);
    expect(issues({ trProfile: 'TICARIFATURA', trInvoiceType: 'TEVKIFAT', trExemptionCode: '301' })).toEqual([]);
    for (const key of ['v.gtin', 'v.withholdingPercent', 'v.chargeReason', 'v.cardLast4', 'v.precedingInvoice', 'INVOICE_TOTAL_NEGATIVE', 'ATTACHMENT_TYPE'])
      expect(MESSAGES_FOR_TEST[key as keyof typeof MESSAGES_FOR_TEST]).toMatchObject({ tr: expect.any(String), en: expect.any(String) });
  });
});
