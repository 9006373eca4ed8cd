// The document model every output renders (PDF, HTML, UBL, CII): parties, lines with their amounts, the VAT
// breakdown and totals, branding. Issued invoices use their frozen parties; drafts show the current ones.
import {
  CHARGE_REASON_CODES,
  EXEMPT_TAX_CATEGORIES,
  INVOICE_UNITS,
  isValidVkn,
  type TaxExemption,
  type DiscountType,
  type InvoiceCurrency,
  type InvoiceDesign,
  type InvoiceUnit,
  type Language,
  type TaxCategory,
} from '@ulak/shared';
import { imageInfo, withinLimits } from '../../media/images.js';
import type { AttachmentRow, InvoiceRow, LineRow } from './invoicing.repo.js';
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
  /** The seller's item identifier (BT-155). */
  sellerItemId?: string | null;
  /** A standard item identifier (BT-157) with its ISO 6523 scheme (0160 = GTIN). */
  standardItemId?: { id: string; scheme: string } | null;
  /** Item classification codes (BT-158) with their UNTDID 7143 list (e.g. STI, CV for CPV, HS). */
  classifications?: { code: string; listId: string }[];
  /** Turkish VAT withholding (KDV tevkifatı) of this line: GİB code, the withheld share of the VAT in percent (5/10 = 50), the withheld amount. */
  withholding?: { code: string; percent: number; amountMinor: number } | null;
  /** Turkish special consumption tax (ÖTV) of this line: GİB tax type code (0071…0075), rate, amount; part of the VAT base. */
  excise?: { code: string; percent: number; amountMinor: number } | null;
  /** The line's share of its (category, rate) group's VAT; null on lines stored before issue 15. */
  taxMinor?: number | null;
};

/** A document-level charge (EN 16931 BG-21), e.g. freight; part of the VAT base of its category and rate. */
export type DocumentCharge = {
  reason: string;
  /** UNTDID 7161 charge reason code (FC freight, ABL packaging, …). */
  reasonCode: string | null;
  amountMinor: number;
  taxCategory: TaxCategory;
  taxRate: number;
};

/** An attachment embedded in the e-invoice (BG-24: BT-122 id, BT-123 description, BT-125 object). */
export type DocumentAttachment = { id: string; filename: string; mime: string; description: string | null; data: Buffer };

/** How the buyer pays (BG-16); UNTDID 4461: 30 / 58 credit transfer (SEPA), 48 card, 49 / 59 direct debit (SEPA). */
export type DocumentPaymentMeans = {
  code: '30' | '48' | '49' | '58' | '59';
  /** Payee account (BT-84 IBAN, BT-85 name, BT-86 BIC) for credit transfers. */
  iban?: string | null;
  accountName?: string | null;
  bic?: string | null;
  /** Card: the last four digits (BT-87) and the holder (BT-88). */
  cardLast4?: string | null;
  cardHolder?: string | null;
  /** Direct debit: mandate reference (BT-89), the seller's creditor id (BT-90), the debited account (BT-91). */
  mandateId?: string | null;
  creditorId?: string | null;
  debitedAccount?: string | null;
};

/** The Turkish e-Fatura / e-Arşiv view of the invoice (UBL-TR 1.2). */
export type TurkishEInvoice = {
  profile: 'TEMELFATURA' | 'TICARIFATURA' | 'EARSIVFATURA';
  invoiceType: 'SATIS' | 'IADE' | 'TEVKIFAT' | 'ISTISNA' | 'IHRACKAYITLI';
  /** ETTN: the invoice's UUID in GİB's system (stable per invoice). */
  uuid: string;
  /** GİB exemption reason code (e.g. 301, 701) and text, for ISTISNA / IHRACKAYITLI / 0 % lines. */
  exemptionCode: string | null;
  exemptionReason: string | null;
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
  /** UNTDID 1001: 380 commercial invoice, 381 credit note, 384 corrected invoice, 386 prepayment invoice, 389 self-billed. */
  typeCode?: '380' | '381' | '384' | '386' | '389';
  /** Invoicing period (BT-73 start, BT-74 end). */
  invoicingPeriod?: { start: string | null; end: string | null } | null;
  /** Contract reference (BT-12) and project reference (BT-11). */
  contractReference?: string | null;
  projectReference?: string | null;
  /** Document-level charges (BG-21) and their sum (BT-108). */
  charges?: DocumentCharge[];
  chargeMinor?: number;
  /** Payment means (BG-16); absent = credit transfer to the seller's IBAN when there is one. */
  paymentMeans?: DocumentPaymentMeans | null;
  /** Supporting documents embedded in the e-invoice (BG-24). */
  attachments?: DocumentAttachment[];
  /** Sum of the withheld VAT of the lines (KDV tevkifatı), deducted from the amount due. */
  withholdingMinor?: number;
  /** Sum of ÖTV of the lines (already inside the VAT base and the tax-inclusive total). */
  exciseMinor?: number;
  /** Income-tax withholding (stopaj, GİB code 0003) on the tax-exclusive amount, deducted from the amount due. */
  stopaj?: { percent: number; amountMinor: number } | null;
  /** The Turkish e-invoice profile and type; null for invoices that are not Turkish e-invoices. */
  turkey?: TurkishEInvoice | null;
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
  /** The invoice a credit note corrects, or the one a corrected invoice (384) replaces: BillingReference (BG-3). */
  original?: { number: string | null; issueDate: string } | null;
  design?: InvoiceDesign;
  /** Payments received before issue (see InvoiceDocument.prepaidMinor). */
  prepaidMinor?: number;
  /** The invoice's supporting documents with their bytes (BG-24). */
  attachments?: Pick<AttachmentRow, 'id' | 'filename' | 'mime' | 'description' | 'bytes'>[];
}): InvoiceDocument {
  const prepaidMinor = p.row.kind === 'invoice' ? (p.prepaidMinor ?? 0) : 0;
  const { row, company } = p;
  const typeCode = row.kind === 'credit_note' ? '381' : row.typeCode;
  // a self-billed invoice (389) is issued by the buyer: the workspace is the buyer and its customer the supplier
  const [seller, buyer] = typeCode === '389' ? [p.buyer, p.seller] : [p.seller, p.buyer];
  const withholdingMinor = row.withholdingMinor;
  const stopajMinor = row.stopajMinor;
  const stored = row.paymentMeans;
  const lines = p.lines.map((l): DocumentLine => {
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
      sellerItemId: l.sellerItemId,
      standardItemId: l.standardItemId ? { id: l.standardItemId, scheme: l.standardItemScheme ?? '0160' } : null,
      classifications: l.classifications,
      withholding: l.withholdingCode ? { code: l.withholdingCode, percent: Number(l.withholdingPercent ?? 0), amountMinor: l.withholdingMinor } : null,
      excise: l.exciseCode ? { code: l.exciseCode, percent: Number(l.excisePercent ?? 0), amountMinor: l.exciseMinor } : null,
      taxMinor: l.taxMinor,
    };
  });
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
    seller,
    buyer,
    lines,
    breakdown: row.taxBreakdown,
    discount: { type: row.discountType, value: Number(row.discountValue) },
    subtotalMinor: row.subtotalMinor,
    allowanceMinor: row.allowanceMinor,
    taxExclusiveMinor: row.subtotalMinor - row.allowanceMinor + row.chargeMinor,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    prepaidMinor,
    payableMinor: row.totalMinor - prepaidMinor - withholdingMinor - stopajMinor,
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
    typeCode,
    invoicingPeriod: row.invoicingPeriodStart || row.invoicingPeriodEnd ? { start: row.invoicingPeriodStart, end: row.invoicingPeriodEnd } : null,
    contractReference: row.contractReference,
    projectReference: row.projectReference,
    // a charge typed with a code only is named by the code's label in the document's language, in every output
    charges: row.charges.map((c) => ({
      reason: c.reason || (c.reasonCode ? CHARGE_REASON_CODES[c.reasonCode]?.[p.language] : undefined) || '',
      reasonCode: c.reasonCode,
      amountMinor: c.amountMinor,
      taxCategory: c.taxCategory,
      taxRate: Number(c.taxRate),
    })),
    chargeMinor: row.chargeMinor,
    // credit transfers pay into the seller's account (for a self-billed invoice: the supplier's, when it has one)
    paymentMeans: stored && {
      ...stored,
      iban: stored.code === '30' || stored.code === '58' ? seller.iban : null,
      accountName: stored.code === '30' || stored.code === '58' ? seller.legalName || seller.name : null,
    },
    attachments: (p.attachments ?? []).map((a) => ({ id: a.id, filename: a.filename, mime: a.mime, description: a.description, data: a.bytes })),
    withholdingMinor,
    exciseMinor: row.exciseMinor,
    stopaj: row.stopajPercent !== null && Number(row.stopajPercent) > 0 ? { percent: Number(row.stopajPercent), amountMinor: stopajMinor } : null,
    turkey: turkishView(row, seller, buyer, lines),
  };
}

// turkishView is the UBL-TR profile and type of an invoice of a Turkish seller (null otherwise): as chosen, else a
// buyer with a VKN gets TICARIFATURA and any other buyer (a person, a foreign buyer) EARSIVFATURA; the type is IADE
// for credit notes, TEVKIFAT when a line has withholding, ISTISNA when a 0 % exempt line has a GİB code, else SATIS;
// an IADE is TEMELFATURA where it would be TICARIFATURA.
export function turkishView(row: InvoiceRow, seller: PartySnapshot, buyer: PartySnapshot, lines: DocumentLine[]): TurkishEInvoice | null {
  if (seller.countryCode !== 'TR') return null;
  const buyerVkn = buyer.countryCode === 'TR' && !!buyer.taxNumber && isValidVkn(buyer.taxNumber);
  const profile = row.trProfile ?? (buyerVkn ? 'TICARIFATURA' : 'EARSIVFATURA');
  const exempt = lines.some((l) => EXEMPT_TAX_CATEGORIES.includes(l.taxCategory) || (l.taxCategory === 'Z' && l.taxRate === 0));
  const invoiceType =
    row.trInvoiceType ??
    (row.kind === 'credit_note' ? 'IADE' : lines.some((l) => l.withholding) ? 'TEVKIFAT' : exempt && row.trExemptionCode ? 'ISTISNA' : 'SATIS');
  // GİB (InvoiceTypeCodeCheck): an IADE invoice is never TICARIFATURA, it goes as TEMELFATURA
  return {
    profile: invoiceType === 'IADE' && profile === 'TICARIFATURA' ? 'TEMELFATURA' : profile,
    invoiceType,
    uuid: row.id,
    exemptionCode: row.trExemptionCode,
    exemptionReason: row.trExemptionReason,
  };
}
