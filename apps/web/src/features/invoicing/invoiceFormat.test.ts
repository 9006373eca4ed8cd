import { describe, expect, it } from 'vitest';
import { BLANK_EINVOICE, BLANK_LINE_EXTRA, newCharge, newClassification } from './einvoiceFormat';
import {
  addDays,
  dueBeforeIssue,
  exemptionMissing,
  lineInput,
  money,
  parseNumberList,
  previewBody,
  todayIso,
  type InvoiceFormValues,
  type LineValues,
} from './invoiceFormat';

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
  ...BLANK_LINE_EXTRA,
  ...over,
});
const previewLines = (lines: LineValues[]) => previewBody({ lines, charges: [], stopajPercent: '' })?.lines ?? null;

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
    expect(previewLines([line({ taxRate: '0', taxCategory: 'K' })])?.[0]).toMatchObject({ taxCategory: 'K', taxRate: 0 });
    expect(previewLines([line()])?.[0]).not.toHaveProperty('taxCategory');
    // a percentage discount above 100, an empty rate or a blank number is not priced
    expect(previewLines([line({ discount: 101 })])).toBeNull();
    expect(previewLines([line({ taxRate: '' })])).toBeNull();
    expect(previewLines([line({ quantity: ' ' })])).toBeNull();
    expect(previewLines([])).toBeNull();
  });

  it('prices negative lines, charges and stopaj, and leaves out what cannot be priced yet', () => {
    expect(previewLines([line({ quantity: -1 })])?.[0].quantity).toBe(-1);
    const charge = { ...newCharge(20), amount: 25.5 };
    // a charge without its own text is priced under its code; an empty stopaj is none
    expect(previewBody({ lines: [line()], charges: [charge], stopajPercent: '' })).toMatchObject({
      charges: [{ reasonCode: 'FC', reason: '-', amount: 25.5, taxRate: 20 }],
      stopajPercent: null,
    });
    expect(previewBody({ lines: [line()], charges: [], stopajPercent: 20 })?.stopajPercent).toBe(20);
    expect(previewBody({ lines: [line()], charges: [{ ...charge, amount: '' }], stopajPercent: '' })?.charges).toEqual([]);
    expect(previewBody({ lines: [line()], charges: [{ ...charge, amount: -5 }], stopajPercent: '' })).toBeNull();
    expect(previewBody({ lines: [line()], charges: [], stopajPercent: 101 })).toBeNull();
  });

  it("sends a line's more fields only when filled, the withholding share with its code", () => {
    expect(lineInput(line())).toMatchObject({
      sellerItemId: null,
      standardItemId: null,
      standardItemScheme: null,
      classifications: [],
      withholdingCode: null,
      withholdingPercent: null,
      exciseCode: null,
      excisePercent: null,
    });
    const more = lineInput(
      line({
        sellerItemId: ' SKU-1 ',
        standardItemId: '4006381333931',
        classifications: [newClassification('8471', 'HS')],
        withholdingCode: '603',
        withholdingPercent: 70,
        exciseCode: '0074',
        excisePercent: '6,5',
      }),
    );
    expect(more).toMatchObject({
      sellerItemId: 'SKU-1',
      standardItemId: '4006381333931',
      standardItemScheme: '0160',
      classifications: [{ code: '8471', listId: 'HS' }],
      withholdingCode: '603',
      withholdingPercent: 70,
      exciseCode: '0074',
      excisePercent: 6.5,
    });
    // a share left behind without its code is not sent
    expect(lineInput(line({ withholdingPercent: 50 })).withholdingPercent).toBeNull();
  });

  it('reads the lines as the API takes them: typed decimals with a comma, an empty field as not a number', () => {
    expect(lineInput(line({ quantity: '1,5', discount: '' }))).toMatchObject({ quantity: 1.5, discount: 0, taxRate: 20 });
    expect(lineInput(line({ taxRate: '' })).taxRate).toBeNaN();
  });

  it('finds the two rules the server checks only when it saves: due date order and exemption reasons', () => {
    const form = (over: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
      customerId: 'c',
      currency: 'TRY',
      issueDate: '2024-05-10',
      dueDate: '2024-06-09',
      reference: '',
      notes: '',
      terms: '',
      design: 'standard',
      buyerReference: '',
      exchangeRate: '',
      deliveryDate: '',
      taxExemptionReason: '',
      taxExemptionReasonCode: '',
      lines: [line()],
      precedingInvoiceLabel: '',
      ...BLANK_EINVOICE,
      ...over,
    });
    expect(dueBeforeIssue(form())).toBe(false);
    expect(dueBeforeIssue(form({ dueDate: '2024-05-09' }))).toBe(true);
    // an unreadable date is the schema's to refuse, not an order problem
    expect(dueBeforeIssue(form({ issueDate: '' }))).toBe(false);
    expect(exemptionMissing(form())).toBe(false);
    expect(exemptionMissing(form({ lines: [line({ taxRate: '0', taxCategory: 'K' })] }))).toBe(true);
    expect(exemptionMissing(form({ lines: [line({ taxRate: '0', taxCategory: 'K' })], taxExemptionReasonCode: 'VATEX-EU-IC' }))).toBe(false);
    expect(exemptionMissing(form({ lines: [line({ taxRate: '0', taxCategory: 'Z' })] }))).toBe(false);
  });

  it('reads number lists', () => {
    expect(parseNumberList('0, 1, 8,10 20')).toEqual([0, 1, 8, 10, 20]);
    expect(parseNumberList('-3, 0, x')).toBeNull();
  });
});
