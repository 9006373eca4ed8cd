// The four invoice designs of the templates tab, and a sample invoice to preview each with the company's branding.
import { INVOICE_DESIGNS, INVOICE_UNITS, type InvoiceDesign, type Language } from '@ulak/shared';
import type { InvoiceTemplateView } from '@ulak/shared/invoicing-responses';
import { decodeLogo, type InvoiceDocument } from './document.js';
import type { PartySnapshot } from './invoicing.schema.js';
import type { CompanySettingsView } from './settings.service.js';
import { today, addDays } from './dates.js';
import { computeTotals } from './totals.js';

const DESIGN_TEXT: Record<InvoiceDesign, { tr: [string, string]; en: [string, string] }> = {
  standard: {
    tr: ['Standart', 'Sade başlık, birincil renkte tablo başlığı, satır gölgeleri.'],
    en: ['Standard', 'Plain header, table header in the primary colour, shaded rows.'],
  },
  corporate: {
    tr: ['Kurumsal', 'İkincil renkte tam genişlik başlık bandı, resmi görünüm.'],
    en: ['Corporate', 'Full-width header band in the secondary colour, a formal look.'],
  },
  minimal: { tr: ['Minimal', 'Renksiz, ince çizgiler, yalnızca içerik.'], en: ['Minimal', 'No fills, hairlines, content only.'] },
  colorful: {
    tr: ['Renkli', 'Birincil renkte başlık, vurgu renginde tablo ve toplam.'],
    en: ['Colorful', 'Primary-colour header, accent-colour table and total.'],
  },
};

// designList describes the four designs with the colours each would use and its preview URL.
export function designList(company: CompanySettingsView, defaultDesign: InvoiceDesign, lang: Language): InvoiceTemplateView[] {
  return INVOICE_DESIGNS.map((id) => ({
    id,
    name: DESIGN_TEXT[id][lang][0],
    description: DESIGN_TEXT[id][lang][1],
    colors: { primary: company.primaryColor, secondary: company.secondaryColor, accent: company.accentColor },
    hasLogo: Boolean(company.logoUrl),
    isDefault: id === defaultDesign,
    previewUrl: `/api/invoices/templates/${id}/preview`,
  }));
}

// sampleDocument is a three-line sample invoice from the company to an example customer, in a design.
export function sampleDocument(company: CompanySettingsView, seller: PartySnapshot, design: InvoiceDesign, lang: Language): InvoiceDocument {
  const tr = lang === 'tr';
  const items = [
    {
      description: tr ? 'Danışmanlık hizmeti (Şubat)' : 'Consulting services (February)',
      quantity: 12,
      unit: 'hour' as const,
      unitPriceE4: 15000000,
      discountType: 'percent' as const,
      discount: 10,
      taxRate: 20,
      taxCategory: 'S' as const,
    },
    {
      description: tr ? 'Yazılım lisansı – yıllık' : 'Software licence – yearly',
      quantity: 1,
      unit: 'year' as const,
      unitPriceE4: 120000000,
      discountType: 'percent' as const,
      discount: 0,
      taxRate: 20,
      taxCategory: 'S' as const,
    },
    {
      description: tr ? 'Eğitim kitabı' : 'Training book',
      quantity: 3,
      unit: 'piece' as const,
      unitPriceE4: 4500000,
      discountType: 'percent' as const,
      discount: 0,
      taxRate: 10,
      taxCategory: 'S' as const,
    },
  ];
  const totals = computeTotals(items);
  const issueDate = today();
  return {
    id: 'sample',
    kind: 'invoice',
    number: `${company.invoicePrefix}-${issueDate.slice(0, 4)}-001`,
    status: 'sent',
    issueDate,
    dueDate: addDays(issueDate, 30),
    currency: 'TRY',
    exchangeRate: 1,
    reference: null,
    buyerReference: null,
    deliveryDate: null,
    notes: tr ? 'İşbirliğiniz için teşekkür ederiz.' : 'Thank you for your business.',
    terms: null,
    paymentTerms: company.paymentTerms || null,
    footer: company.invoiceFooter || null,
    seller,
    buyer: {
      ...seller,
      name: tr ? 'Örnek Müşteri A.Ş.' : 'Sample Customer Ltd.',
      legalName: null,
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
      registrationNumber: null,
      mersisNumber: null,
      email: 'muhasebe@ornek.com.tr',
      phone: null,
      address: 'Bağdat Caddesi No: 1',
      district: 'Kadıköy',
      city: 'İstanbul',
      postalCode: '34710',
      countryCode: 'TR',
      contactPerson: 'Ayşe Yılmaz',
      website: null,
      bankName: null,
      bankBranch: null,
      iban: null,
    },
    lines: items.map((l, i) => ({
      position: i + 1,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitCode: INVOICE_UNITS[l.unit].code,
      unitPriceMinor: Math.round(l.unitPriceE4 / 100),
      unitPriceE4: l.unitPriceE4,
      discountType: l.discountType,
      discountValue: l.discount,
      discountMinor: totals.lines[i].discountMinor,
      grossMinor: totals.lines[i].grossMinor,
      netMinor: totals.lines[i].netMinor,
      taxRate: l.taxRate,
      taxCategory: l.taxCategory,
    })),
    breakdown: totals.breakdown,
    discount: { type: 'percent', value: 0 },
    subtotalMinor: totals.subtotalMinor,
    allowanceMinor: totals.allowanceMinor,
    taxExclusiveMinor: totals.taxExclusiveMinor,
    taxMinor: totals.taxMinor,
    totalMinor: totals.totalMinor,
    prepaidMinor: 0,
    payableMinor: totals.totalMinor,
    issuedAt: new Date(0),
    exemption: { reason: null, code: null },
    exemptions: [],
    original: null,
    creditReason: null,
    brand: {
      primary: company.primaryColor,
      secondary: company.secondaryColor,
      accent: company.accentColor,
      logo: company.logoUrl ? decodeLogo(company.logoUrl) : null,
      tagline: company.tagline || null,
      website: company.website || null,
    },
    design,
    language: lang,
  };
}
