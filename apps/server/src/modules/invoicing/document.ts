// The document model every output renders (PDF, HTML, UBL, CII): parties, lines with their amounts, the VAT
// breakdown and totals, branding. Issued invoices use their frozen parties; drafts show the current ones.
import {
  INVOICE_UNITS,
  type TaxExemption,
  type DiscountType,
  type InvoiceCurrency,
  type InvoiceDesign,
  type InvoiceUnit,
  type Language,
  type TaxCategory,
} from '@ulak/shared';
import { imageInfo, withinLimits } from '../../media/images.js';
import type { InvoiceRow, LineRow } from './invoicing.repo.js';
import type { PartySnapshot, TaxBreakdownRow } from './invoicing.schema.js';
import type { CompanySettingsView } from './settings.service.js';

export type DocumentLine = {
  position: number;
  description: string;
  quantity: number;
  unit: InvoiceUnit;
  unitCode: string;
  unitPriceMinor: number;
  /** The exact unit price in ten-thousandths (BT-146 has up to four decimals); unitPriceMinor × 100 when absent. */
  unitPriceE4?: number;
  discountType: DiscountType;
  discountValue: number;
  discountMinor: number;
  grossMinor: number;
  netMinor: number;
  taxRate: number;
  taxCategory: TaxCategory;
};

export type InvoiceDocument = {
  id: string;
  kind: 'invoice' | 'credit_note';
  number: string | null;
  status: InvoiceRow['status'];
  issueDate: string;
  dueDate: string;
  currency: InvoiceCurrency;
  /** TRY per unit of the currency. */
  exchangeRate: number;
  /** The buyer's order reference (BT-13). */
  reference: string | null;
  /** The buyer reference (BT-10) as entered, e.g. a Leitweg-ID. */
  buyerReference?: string | null;
  /** Actual delivery date (BT-72). */
  deliveryDate?: string | null;
  notes: string | null;
  terms: string | null;
  /** The company's standing payment terms text. */
  paymentTerms: string | null;
  footer: string | null;
  seller: PartySnapshot;
  buyer: PartySnapshot;
  lines: DocumentLine[];
  breakdown: TaxBreakdownRow[];
  discount: { type: DiscountType; value: number };
  subtotalMinor: number;
  allowanceMinor: number;
  taxExclusiveMinor: number;
  taxMinor: number;
  totalMinor: number;
  /**
   * Prepaid amount (BT-113): payments received before the invoice was issued, so part of the document; payments and
   * credit notes after issue are not (they are in the account statement and the invoice's screen).
   */
  prepaidMinor: number;
  /** Amount due for payment (BT-115): total − prepaid. */
  payableMinor: number;
  /** When the document was issued (finalised), else last changed: the PDF's creation date, so its bytes stay the same. */
  issuedAt: Date;
  /** The invoice-wide exemption reason and code (used for E, and for a category with no entry of its own). */
  exemption: { reason: string | null; code: string | null };
  /** Exemption reason and code per VAT category (BT-120/BT-121). */
  exemptions?: TaxExemption[];
  original: { number: string | null; issueDate: string } | null;
  creditReason: string | null;
  brand: {
    primary: string;
    secondary: string;
    accent: string;
    logo: { data: Buffer; mime: 'image/png' | 'image/jpeg' } | null;
    tagline: string | null;
    website: string | null;
  };
  design: InvoiceDesign;
  language: Language;
};

/** Logos drawn on invoices: larger ones (stored before uploads were re-encoded) are left out, not decoded. */
const RENDER_LOGO_SIDE = 2048;
const RENDER_LOGO_PIXELS = 4_200_000;

// decodeLogo turns the company's data URL into bytes (PNG or JPEG only), or null when the header does not say a PNG or
// JPEG of at most RENDER_LOGO_SIDE pixels a side: a decompression bomb stored earlier must not cost every PDF seconds.
export function decodeLogo(dataUrl: string): InvoiceDocument['brand']['logo'] {
  const m = /^data:(image\/(?:png|jpeg));base64,(.+)$/.exec(dataUrl);
  if (!m) return null;
  const data = Buffer.from(m[2], 'base64');
  const info = imageInfo(data);
  if (!info || `image/${info.format}` !== m[1] || !withinLimits(info, RENDER_LOGO_SIDE, RENDER_LOGO_PIXELS)) return null;
  return { mime: m[1] as 'image/png' | 'image/jpeg', data };
}

// unitPriceE4Of is a line's exact unit price in ten-thousandths.
export const unitPriceE4Of = (l: Pick<DocumentLine, 'unitPriceE4' | 'unitPriceMinor'>) => l.unitPriceE4 ?? l.unitPriceMinor * 100;

const UNIT_KEYS = new Set(Object.keys(INVOICE_UNITS));

// buildDocument assembles the model of one invoice.
export function buildDocument(p: {
  row: InvoiceRow;
  lines: LineRow[];
  company: CompanySettingsView;
  seller: PartySnapshot;
  buyer: PartySnapshot;
  language: Language;
  original?: { number: string | null; issueDate: string } | null;
  design?: InvoiceDesign;
  /** Payments received before issue (see InvoiceDocument.prepaidMinor). */
  prepaidMinor?: number;
}): InvoiceDocument {
  const prepaidMinor = p.row.kind === 'invoice' ? (p.prepaidMinor ?? 0) : 0;
  const { row, company } = p;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency as InvoiceCurrency,
    exchangeRate: Number(row.exchangeRate),
    reference: row.reference,
    buyerReference: row.buyerReference,
    deliveryDate: row.deliveryDate,
    notes: row.notes,
    terms: row.terms,
    paymentTerms: company.paymentTerms || null,
    footer: company.invoiceFooter || null,
    seller: p.seller,
    buyer: p.buyer,
    lines: p.lines.map((l) => {
      const unit = (UNIT_KEYS.has(l.unit) ? l.unit : 'piece') as InvoiceUnit;
      return {
        position: l.position,
        description: l.description,
        quantity: Number(l.quantity),
        unit,
        unitCode: INVOICE_UNITS[unit].code,
        unitPriceMinor: l.unitPriceMinor,
        unitPriceE4: l.unitPriceE4,
        discountType: l.discountType,
        discountValue: Number(l.discountValue),
        discountMinor: l.discountMinor,
        grossMinor: l.netMinor + l.discountMinor,
        netMinor: l.netMinor,
        taxRate: Number(l.taxRate),
        taxCategory: l.taxCategory,
      };
    }),
    breakdown: row.taxBreakdown,
    discount: { type: row.discountType, value: Number(row.discountValue) },
    subtotalMinor: row.subtotalMinor,
    allowanceMinor: row.allowanceMinor,
    taxExclusiveMinor: row.subtotalMinor - row.allowanceMinor,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    prepaidMinor,
    payableMinor: row.totalMinor - prepaidMinor,
    issuedAt: row.finalizedAt ?? row.updatedAt,
    exemption: { reason: row.taxExemptionReason, code: row.taxExemptionReasonCode },
    exemptions: row.taxExemptions ?? [],
    original: p.original ?? null,
    creditReason: row.creditReason,
    brand: {
      primary: company.primaryColor,
      secondary: company.secondaryColor,
      accent: company.accentColor,
      logo: company.logoUrl ? decodeLogo(company.logoUrl) : null,
      tagline: company.tagline || null,
      website: company.website || null,
    },
    design: p.design ?? row.design,
    language: p.language,
  };
}
