import { describe, expect, it } from 'vitest';
import {
  INVOICE_DESIGNS,
  INVOICE_STATUS_LABELS_TR,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  RECURRENCE_FREQUENCIES,
} from '@ulak/shared/invoicing';
import en from '../../i18n/invoicing.en.json';
import tr from '../../i18n/invoicing.tr.json';
import companyEn from '../../i18n/companySettings.en.json';
import companyTr from '../../i18n/companySettings.tr.json';

describe('specification texts', () => {
  it('names every status with the Turkish labels of the specification, every payment method, design and frequency', () => {
    for (const s of INVOICE_STATUSES) expect(tr.status[s]).toBe(INVOICE_STATUS_LABELS_TR[s]);
    for (const m of PAYMENT_METHODS) {
      expect(tr.paymentMethods[m]).toBe(PAYMENT_METHOD_LABELS[m].tr);
      expect(en.paymentMethods[m]).toBe(PAYMENT_METHOD_LABELS[m].en);
    }
    for (const tree of [en, tr]) {
      for (const d of INVOICE_DESIGNS) expect(tree.designs[d]).toBeTruthy();
      for (const f of RECURRENCE_FREQUENCIES) expect(tree.automation.frequencies[f]).toBeTruthy();
      expect(Object.keys(tree.page.tabs)).toEqual(['invoices', 'templates', 'customers', 'analytics', 'settings', 'automation']);
    }
  });

  it('has the six company settings tabs and the saved badge of the specification', () => {
    expect(Object.values(companyTr.tabs)).toEqual(['Temel Bilgiler', 'İletişim', 'Marka', 'Yasal', 'Fatura', 'Pazarlama']);
    expect(companyTr.saved).toBe('Kaydedildi');
    expect(companyEn.saved).toBe('Saved');
  });
});
