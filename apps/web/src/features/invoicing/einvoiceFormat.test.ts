import { describe, expect, it } from 'vitest';
import { paymentMeansSchema } from '@ulak/shared/invoicing-responses';
import { paymentMeansInputSchema, WITHHOLDING_CODES } from '@ulak/shared/invoicing';
import {
  BLANK_EINVOICE,
  BLANK_PAYMENT_MEANS,
  hasEInvoiceDetails,
  hasLineExtras,
  BLANK_LINE_EXTRA,
  newClassification,
  paymentMeansBody,
  withholdingDefaultPercent,
} from './einvoiceFormat';

describe('e-invoice form helpers', () => {
  it('sends no payment means by default, and only the fields its code asks for otherwise', () => {
    expect(paymentMeansBody(BLANK_PAYMENT_MEANS)).toBeNull();
    // a card left over from an earlier choice is not sent with a direct debit
    const typed = { ...BLANK_PAYMENT_MEANS, cardLast4: '4242', cardHolder: 'A. Yılmaz', mandateId: ' MNDT-7 ', creditorId: 'DE98ZZZ09999999999' };
    expect(paymentMeansBody({ ...typed, code: '59' })).toEqual({
      code: '59',
      bic: null,
      cardLast4: null,
      cardHolder: null,
      mandateId: 'MNDT-7',
      creditorId: 'DE98ZZZ09999999999',
      debitedAccount: null,
    });
    const card = paymentMeansBody({ ...typed, code: '48' });
    expect(card).toMatchObject({ code: '48', cardLast4: '4242', cardHolder: 'A. Yılmaz', mandateId: null });
    expect(paymentMeansInputSchema.safeParse(card).success).toBe(true);
    // the shared schema is the judge: a direct debit without its mandate is refused on the mandate
    const noMandate = paymentMeansInputSchema.safeParse(paymentMeansBody({ ...BLANK_PAYMENT_MEANS, code: '49' }));
    expect(noMandate.success ? [] : noMandate.error.issues.map((i) => i.path.join('.'))).toEqual(['mandateId']);
    // what the API answers fits back into the form's fields
    expect(Object.keys(paymentMeansSchema.shape).sort()).toEqual(Object.keys(BLANK_PAYMENT_MEANS).sort());
  });

  it("fills a withholding code's share and knows when a draft uses the folded fields", () => {
    expect(withholdingDefaultPercent('603')).toBe(70);
    expect(withholdingDefaultPercent('624')).toBe(WITHHOLDING_CODES['624'].percent);
    expect(withholdingDefaultPercent('999')).toBe('');
    expect(hasEInvoiceDetails(BLANK_EINVOICE)).toBe(false);
    expect(hasEInvoiceDetails({ ...BLANK_EINVOICE, typeCode: '386' })).toBe(true);
    expect(hasEInvoiceDetails({ ...BLANK_EINVOICE, stopajPercent: 0 })).toBe(true);
    expect(hasLineExtras(BLANK_LINE_EXTRA)).toBe(false);
    expect(hasLineExtras({ ...BLANK_LINE_EXTRA, classifications: [newClassification('8471', 'HS')] })).toBe(true);
  });
});
