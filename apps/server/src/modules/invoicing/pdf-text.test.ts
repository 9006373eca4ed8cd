import { describe, expect, it, vi } from 'vitest';
import type { InvoiceDesign } from '@ulak/shared';
import type { InvoiceDocument } from './document.js';
import type { PartySnapshot } from './invoicing.schema.js';
import type { CompanySettingsView } from './settings.service.js';
import { sampleDocument } from './templates.js';
import { pdfText } from './test-support.js';

type Render = (doc: InvoiceDocument) => Promise<Buffer>;

const party = (name: string, city: string, countryCode: string): PartySnapshot => ({
  name,
  legalName: null,
  taxNumber: null,
  taxOffice: null,
  registrationNumber: null,
  mersisNumber: null,
  email: null,
  phone: null,
  address: 'Hauptstraße 1',
  district: null,
  city,
  postalCode: '10115',
  countryCode,
  contactPerson: null,
  website: null,
  bankName: null,
  bankBranch: null,
  iban: null,
});

const COMPANY = {
  invoicePrefix: 'INV',
  primaryColor: '#1D4ED8',
  secondaryColor: '#0F172A',
  accentColor: '#F59E0B',
  logoUrl: '',
  tagline: '',
  website: '',
  paymentTerms: '',
  invoiceFooter: '',
} as unknown as CompanySettingsView;

// documentOf is the sample invoice with the parties and the first line's text the test looks for.
function documentOf(p: { language: 'tr' | 'en'; seller: string; buyer: string; line: string; iban?: boolean; design: InvoiceDesign }): InvoiceDocument {
  const seller = { ...party(p.seller, 'İstanbul', 'TR'), ...(p.iban ? { bankName: 'Ziraat', iban: 'TR330006100519786457841326' } : {}) };
  const base = sampleDocument(COMPANY, seller, p.design, p.language);
  return { ...base, seller, buyer: party(p.buyer, 'Berlin', 'DE'), lines: [{ ...base.lines[0], description: p.line }] };
}

// Each document prints strings whose letters are composed glyphs in DejaVu (Ö, Ş, Ğ, ü …) or their bases (O, S, G, u …).
const DOCS = {
  turkish: {
    doc: documentOf({ language: 'tr', seller: 'Şirket Ğ İ ı ç Öztürk', buyer: 'Çağrı Ödemiş', line: 'Ödeme şekli ğüşıöç', iban: true, design: 'corporate' }),
    expect: ['Ödeme Bilgileri', 'Şirket Ğ İ ı ç Öztürk', 'FATURA', 'Çağrı Ödemiş'],
  },
  german: {
    doc: documentOf({ language: 'en', seller: 'Müller Handels GmbH', buyer: 'Bäckerei Größe', line: 'Süßwaren Öl Äpfel', design: 'minimal' }),
    expect: ['INVOICE', 'Müller Handels GmbH', 'Bäckerei Größe', 'Süßwaren Öl Äpfel'],
  },
  plain: {
    doc: documentOf({ language: 'en', seller: 'OGS Sales Ltd', buyer: 'Gus Osborne', line: 'Goods and Services', design: 'colorful' }),
    expect: ['INVOICE', 'OGS Sales Ltd', 'Gus Osborne', 'Goods and Services'],
  },
} as const;
type Key = keyof typeof DOCS;

const ORDERS: Key[][] = [
  ['turkish', 'german', 'plain'],
  ['german', 'turkish', 'plain'],
  ['plain', 'german', 'turkish'],
  ['turkish', 'plain', 'german'],
];

// freshRenderer loads pdf.ts anew, so each order starts from a process state with no document rendered yet.
async function freshRenderer(): Promise<Render> {
  vi.resetModules();
  const mod = await import('./pdf.js');
  return (doc) => mod.renderPdf(doc);
}

const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('PDF text layer', () => {
  for (const order of ORDERS) {
    it(`extracts every printed string unbroken, whatever was rendered before (${order.join(' → ')})`, async () => {
      const render = await freshRenderer();
      for (let round = 0; round < 2; round++) {
        for (const key of order) {
          const { text, exact } = pdfText(await render(DOCS[key].doc));
          expect(exact).toBe(true);
          for (const s of DOCS[key].expect) expect(flat(text), `${key} after ${order.join(',')}`).toContain(s);
        }
      }
    }, 60_000);
  }
});
