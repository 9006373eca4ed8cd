// Invoices print amounts, quantities and rates by the document's language through the shared formatting module:
// "1.234,56 ₺" and "%20" in Turkish, "₺1,234.56" and "20%" in English (issue: the English interface showed ₺0,00).
import { formatMinor } from '@ulak/shared';
import { describe, expect, it } from 'vitest';
import type { PartySnapshot } from './invoicing.schema.js';
import { renderHtml } from './html.js';
import { invoiceMail, reminderMail } from './invoicing.mails.js';
import { renderPdf } from './pdf.js';
import type { CompanySettingsView } from './settings.service.js';
import { sampleDocument } from './templates.js';
import { pdfText } from './test-support.js';

const seller = {
  name: 'Işık Yazılım',
  legalName: null,
  taxNumber: null,
  taxOffice: null,
  registrationNumber: null,
  mersisNumber: null,
  email: null,
  phone: null,
  address: 'Atatürk Cd. 1',
  district: null,
  city: 'İstanbul',
  postalCode: '34000',
  countryCode: 'TR',
  contactPerson: null,
  website: null,
  bankName: null,
  bankBranch: null,
  iban: null,
} as PartySnapshot;
const company = {
  invoicePrefix: 'INV',
  primaryColor: '#1D4ED8',
  secondaryColor: '#0F172A',
  accentColor: '#F59E0B',
  logoUrl: '',
} as unknown as CompanySettingsView;

describe('amounts on invoices', () => {
  it('are written by the document language in the PDF, the HTML page and the emails', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const doc = sampleDocument(company, seller, 'standard', lang);
      expect(doc.totalMinor).toBeGreaterThan(100_000);
      const total = formatMinor(doc.totalMinor, doc.currency, lang);
      expect(total).toMatch(lang === 'tr' ? /^[\d.]+,\d{2} ₺$/ : /^₺[\d,]+\.\d{2}$/);
      const other = formatMinor(doc.totalMinor, doc.currency, lang === 'tr' ? 'en' : 'tr');
      const { text } = pdfText(await renderPdf(doc));
      expect(text, lang).toContain(total);
      expect(text, lang).not.toContain(other);
      expect(text, lang).toContain(lang === 'tr' ? '%20' : '20%');
      const html = renderHtml(doc, null);
      expect(html, lang).toContain(total);
      expect(html, lang).not.toContain(other);
      const inv = {
        kind: 'invoice' as const,
        number: 'INV-2026-001',
        seller: 'Işık',
        replyTo: null,
        totalMinor: doc.totalMinor,
        balanceMinor: doc.totalMinor,
        currency: doc.currency,
        dueDate: '2026-03-31',
        language: lang,
        link: 'https://example.com/i/x',
      };
      expect(invoiceMail('a@example.com', inv, Buffer.from(''), null, '#000').text, lang).toContain(total);
      expect(reminderMail('a@example.com', inv, 3, '#000').text, lang).toContain(total);
    }
  });
});
