// Turkish invoice documents built in memory (no database), for the UBL-TR tests and the benchmark (bench/invoicing.ts):
// a seller with a VKN, a buyer, and lines whose amounts follow the money rules of the document model — line net =
// round(quantity × price) − discount, ÖTV on the net and inside the KDV base, KDV once per rate, withholding a share
// of the line's KDV, stopaj a percent of the tax-exclusive amount.
import type { DocumentCharge, DocumentLine, InvoiceDocument, TurkishEInvoice } from './document.js';
import type { PartySnapshot, TaxBreakdownRow } from './invoicing.schema.js';

export const SAMPLE_SELLER: PartySnapshot = {
  name: 'Anadolu Yazılım A.Ş.',
  legalName: 'Anadolu Yazılım ve Danışmanlık A.Ş.',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  registrationNumber: '123456',
  mersisNumber: '0123456789012345',
  email: 'fatura@anadolu.test',
  phone: '+90 216 000 00 00',
  address: 'Moda Caddesi No: 12',
  district: 'Kadıköy',
  city: 'İstanbul',
  postalCode: '34710',
  countryCode: 'TR',
  contactPerson: null,
  website: 'https://anadolu.test',
  bankName: 'Ziraat Bankası',
  bankBranch: 'Kadıköy',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
};

export const SAMPLE_BUYER: PartySnapshot = {
  name: 'Boğaziçi Lojistik Ltd. Şti.',
  legalName: null,
  taxNumber: '1000000000',
  taxOffice: 'Beşiktaş',
  registrationNumber: null,
  mersisNumber: null,
  email: 'muhasebe@bogazici.test',
  phone: null,
  address: 'Barbaros Bulvarı 5',
  district: 'Beşiktaş',
  city: 'İstanbul',
  postalCode: '34353',
  countryCode: 'TR',
  contactPerson: 'Çağrı Öztürk',
  website: null,
  bankName: null,
  bankBranch: null,
  iban: null,
};

/** A line as the sample builder takes it: price in ten-thousandths, discount in percent. */
export type SampleLine = {
  description: string;
  quantity: number;
  unitPriceE4: number;
  taxRate: number;
  unitCode?: string;
  discountPercent?: number;
  excise?: { code: string; percent: number };
  withholding?: { code: string; percent: number };
};

const halfUp = (n: number) => Math.sign(n) * Math.round(Math.abs(n));

// sampleLine computes a line's amounts the way totals.ts does (integer minor units, half up).
export function sampleLine(position: number, s: SampleLine): DocumentLine {
  const grossMinor = halfUp((s.quantity * s.unitPriceE4) / 100);
  const discountMinor = s.discountPercent ? halfUp((grossMinor * s.discountPercent) / 100) : 0;
  const netMinor = grossMinor - discountMinor;
  const exciseMinor = s.excise ? halfUp((netMinor * s.excise.percent) / 100) : 0;
  const kdv = halfUp(((netMinor + exciseMinor) * s.taxRate) / 100);
  return {
    position,
    description: s.description,
    quantity: s.quantity,
    unit: 'piece',
    unitCode: s.unitCode ?? 'C62',
    unitPriceMinor: Math.round(s.unitPriceE4 / 100),
    unitPriceE4: s.unitPriceE4,
    discountType: 'percent',
    discountValue: s.discountPercent ?? 0,
    discountMinor,
    grossMinor,
    netMinor,
    taxRate: s.taxRate,
    taxCategory: s.taxRate > 0 ? 'S' : 'E',
    excise: s.excise ? { ...s.excise, amountMinor: exciseMinor } : null,
    withholding: s.withholding ? { ...s.withholding, amountMinor: halfUp((kdv * s.withholding.percent) / 100) } : null,
  };
}

export type SampleOptions = {
  lines?: SampleLine[];
  kind?: 'invoice' | 'credit_note';
  number?: string;
  currency?: InvoiceDocument['currency'];
  exchangeRate?: number;
  buyer?: Partial<PartySnapshot>;
  turkey?: Partial<TurkishEInvoice> | null;
  charges?: DocumentCharge[];
  stopajPercent?: number;
  prepaidMinor?: number;
  exemption?: { code: string | null; reason: string | null };
};

// sampleTurkishDocument assembles an issued Turkish invoice (or credit note) from lines.
export function sampleTurkishDocument(o: SampleOptions = {}): InvoiceDocument {
  const specs = o.lines ?? [
    { description: 'Yazılım geliştirme hizmeti', quantity: 10, unitPriceE4: 1_500_0000, taxRate: 20, unitCode: 'HUR' },
    { description: 'Eğitim kitabı', quantity: 3, unitPriceE4: 45_5500, taxRate: 10, discountPercent: 5 },
    { description: 'Gıda kolisi', quantity: 7, unitPriceE4: 19_9900, taxRate: 1 },
  ];
  const lines = specs.map((s, i) => sampleLine(i + 1, s));
  const charges = o.charges ?? [];
  const groups = new Map<string, TaxBreakdownRow>();
  const row = (rate: number, category: TaxBreakdownRow['category']) => {
    const key = `${category}/${rate}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { category, rate: String(rate), netMinor: 0, allowanceMinor: 0, allowancePercent: null, taxableMinor: 0, taxMinor: 0 }));
    return g;
  };
  for (const l of lines) {
    const g = row(l.taxRate, l.taxCategory);
    g.netMinor += l.netMinor;
    g.taxableMinor += l.netMinor + (l.excise?.amountMinor ?? 0);
  }
  for (const c of charges) row(c.taxRate, c.taxCategory).taxableMinor += c.amountMinor;
  const breakdown = [...groups.values()];
  for (const g of breakdown) g.taxMinor = halfUp((g.taxableMinor * Number(g.rate)) / 100);
  const subtotalMinor = lines.reduce((s, l) => s + l.netMinor, 0);
  const chargeMinor = charges.reduce((s, c) => s + c.amountMinor, 0);
  const exciseMinor = lines.reduce((s, l) => s + (l.excise?.amountMinor ?? 0), 0);
  const withholdingMinor = lines.reduce((s, l) => s + (l.withholding?.amountMinor ?? 0), 0);
  const taxMinor = breakdown.reduce((s, g) => s + g.taxMinor, 0);
  const taxExclusiveMinor = subtotalMinor + chargeMinor;
  const totalMinor = taxExclusiveMinor + exciseMinor + taxMinor;
  const stopaj = o.stopajPercent ? { percent: o.stopajPercent, amountMinor: halfUp((taxExclusiveMinor * o.stopajPercent) / 100) } : null;
  const prepaidMinor = o.prepaidMinor ?? 0;
  const kind = o.kind ?? 'invoice';
  const id = '3f1c2b8e-5d4a-4c7b-9e21-0a6b7c8d9e10';
  const turkey: TurkishEInvoice | null =
    o.turkey === null
      ? null
      : {
          profile: 'TICARIFATURA',
          invoiceType: kind === 'credit_note' ? 'IADE' : withholdingMinor ? 'TEVKIFAT' : 'SATIS',
          uuid: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
          exemptionCode: o.exemption?.code ?? null,
          exemptionReason: o.exemption?.reason ?? null,
          ...o.turkey,
        };
  return {
    id,
    kind,
    number: o.number ?? (kind === 'credit_note' ? 'CN-2026-007' : 'INV-2026-042'),
    status: 'sent',
    issueDate: '2026-11-20',
    dueDate: '2026-12-20',
    currency: o.currency ?? 'TRY',
    exchangeRate: o.exchangeRate ?? 1,
    reference: 'PO-7781',
    buyerReference: null,
    deliveryDate: null,
    notes: 'Teşekkür ederiz.',
    terms: null,
    paymentTerms: '30 gün içinde ödenir.',
    footer: null,
    seller: SAMPLE_SELLER,
    buyer: { ...SAMPLE_BUYER, ...o.buyer },
    lines,
    breakdown,
    discount: { type: 'percent', value: 0 },
    subtotalMinor,
    allowanceMinor: 0,
    taxExclusiveMinor,
    taxMinor,
    totalMinor,
    prepaidMinor,
    payableMinor: totalMinor - prepaidMinor - withholdingMinor - (stopaj?.amountMinor ?? 0),
    issuedAt: new Date('2026-11-20T09:30:00Z'),
    exemption: o.exemption ?? { reason: null, code: null },
    exemptions: [],
    original: kind === 'credit_note' ? { number: 'INV-2026-042', issueDate: '2026-11-20' } : null,
    creditReason: kind === 'credit_note' ? 'İade edilen mallar' : null,
    brand: { primary: '#1D4ED8', secondary: '#0F172A', accent: '#F59E0B', logo: null, tagline: null, website: null },
    design: 'standard',
    language: 'tr',
    charges,
    chargeMinor,
    withholdingMinor,
    exciseMinor,
    stopaj,
    turkey,
  };
}
