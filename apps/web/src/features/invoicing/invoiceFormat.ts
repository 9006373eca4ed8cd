// Pure helpers of the invoicing screens: money by the interface language, Istanbul dates, the invoice form as the
// API's body (which the shared schema validates), and the two checks the server makes only once it saves.
import {
  EXEMPT_TAX_CATEGORIES,
  INVOICE_TIME_ZONE,
  totalsPreviewSchema,
  type ChargeInput,
  type DiscountType,
  type InvoiceCurrency,
  type InvoiceDesign,
  type InvoiceLineInput,
  type InvoiceUnit,
  type TaxCategory,
} from '@ulak/shared/invoicing';
import { formatMoney, type MoneyOptions } from '@ulak/shared/format';
import type { TotalsBody } from '@ulak/shared/invoicing-responses';
import { BLANK_LINE_EXTRA, type ChargeValues, type EInvoiceValues, type LineExtraValues } from './einvoiceFormat';

// money renders a major-unit amount by the interface language ("1.234,56 ₺" in Turkish, "₺1,234.56" in English).
export const money = (major: number, currency: InvoiceCurrency, language: string, options?: MoneyOptions) => formatMoney(major, currency, language, options);

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: INVOICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

// todayIso is today's date in Europe/Istanbul (the server's "today") as YYYY-MM-DD.
export const todayIso = (now: Date = new Date()) => isoDay.format(now);

// addDays moves a YYYY-MM-DD date by whole days ('' for an invalid date).
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) return '';
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A form line; discountType is kept from an edited draft (the form edits percentages; an API-made amount discount stays). */
export type LineValues = {
  key: string;
  description: string;
  quantity: number | string;
  unit: InvoiceUnit;
  unitPrice: number | string;
  discountType: DiscountType;
  discount: number | string;
  taxRate: string;
  /** EN 16931 VAT category; '' lets the server choose (S above 0 %, else Z or E). */
  taxCategory: TaxCategory | '';
} & LineExtraValues;

// num reads a typed number ('1,5' too); an empty or unreadable one is NaN, which the schema refuses.
export const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v.replace(',', '.')));

// text is a trimmed text field, null when empty.
export const text = (v: string) => v.trim() || null;
// optionalNum is a number field, null when empty.
export const optionalNum = (v: number | string) => (v === '' ? null : num(v));

// lineInput turns a form line into the API's line (its "more" fields null when empty).
export function lineInput(l: LineValues): InvoiceLineInput {
  return {
    description: l.description.trim(),
    quantity: num(l.quantity),
    unit: l.unit,
    unitPrice: num(l.unitPrice),
    discountType: l.discountType,
    discount: l.discount === '' ? 0 : num(l.discount),
    taxRate: num(l.taxRate),
    ...(l.taxCategory ? { taxCategory: l.taxCategory } : {}),
    sellerItemId: text(l.sellerItemId),
    standardItemId: text(l.standardItemId),
    standardItemScheme: l.standardItemId.trim() ? l.standardItemScheme : null,
    classifications: l.classifications.map((c) => ({ code: c.code.trim(), listId: c.listId })),
    withholdingCode: l.withholdingCode || null,
    withholdingPercent: l.withholdingCode ? optionalNum(l.withholdingPercent) : null,
    exciseCode: l.exciseCode || null,
    excisePercent: l.exciseCode ? optionalNum(l.excisePercent) : null,
  };
}

// chargeInput turns a form charge into the API's document charge.
export function chargeInput(c: ChargeValues): ChargeInput {
  return {
    reasonCode: c.reasonCode || null,
    reason: c.reason.trim(),
    amount: num(c.amount),
    taxRate: num(c.taxRate),
    ...(c.taxCategory ? { taxCategory: c.taxCategory } : {}),
  };
}

/** What the live totals are computed from. */
export type TotalsInput = Pick<TotalsBody, 'lines' | 'charges' | 'stopajPercent'>;

// previewBody is what to price live: null while a number is not one the server takes; a blank description is
// priced anyway, and so is a charge without a reason.
export function previewBody(v: Pick<InvoiceFormValues, 'lines' | 'charges' | 'stopajPercent'>): TotalsInput | null {
  const body: TotalsInput = {
    lines: v.lines.map((l) => ({ ...lineInput(l), description: l.description.trim() || '-' })),
    // a charge still without its amount (just added) is left out rather than holding the totals back
    charges: v.charges.filter((c) => c.amount !== '').map((c) => ({ ...chargeInput(c), reason: c.reason.trim() || '-' })),
    stopajPercent: optionalNum(v.stopajPercent),
  };
  return body.lines.length > 0 && totalsPreviewSchema.safeParse(body).success ? body : null;
}

// parseNumberList reads "0, 1, 8, 20" as numbers; null when any part is not a number.
export function parseNumberList(text: string): number[] | null {
  const parts = text.split(/[,;\s]+/).filter(Boolean);
  const values = parts.map((p) => Number(p.replace(',', '.')));
  return values.some((v) => Number.isNaN(v)) ? null : values;
}

export type InvoiceFormValues = {
  customerId: string;
  currency: InvoiceCurrency;
  issueDate: string;
  dueDate: string;
  reference: string;
  notes: string;
  terms: string;
  design: InvoiceDesign;
  /** BT-10, e.g. a Leitweg-ID; empty = the order reference, else the invoice number. */
  buyerReference: string;
  /** TRY per unit of a foreign currency; empty = the day's rate at issue. */
  exchangeRate: number | string;
  deliveryDate: string;
  taxExemptionReason: string;
  taxExemptionReasonCode: string;
  lines: LineValues[];
  /** The picked preceding invoice's label, kept while the search shows other invoices. */
  precedingInvoiceLabel: string;
} & EInvoiceValues;

let lineSeq = 0;
// newLine is an empty line with the workspace's default VAT rate.
export const newLine = (taxRate: number): LineValues => ({
  key: `line-${++lineSeq}`,
  description: '',
  quantity: 1,
  unit: 'piece',
  unitPrice: '',
  discountType: 'percent',
  discount: 0,
  taxRate: String(taxRate),
  taxCategory: '',
  ...BLANK_LINE_EXTRA,
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// dueBeforeIssue: the server refuses a due date before the issue date (INVOICE_DUE_BEFORE_ISSUE) once it knows both.
export const dueBeforeIssue = (v: InvoiceFormValues) => ISO_DATE.test(v.issueDate) && ISO_DATE.test(v.dueDate) && v.dueDate < v.issueDate;

// exemptionMissing: exempt, reverse-charge, intra-community, export and out-of-scope lines need an exemption reason or
// code (EN 16931 BR-*-10), which the server checks when it saves (INVOICE_EXEMPTION_REASON_REQUIRED).
export const exemptionMissing = (v: InvoiceFormValues) =>
  v.lines.some((l) => l.taxCategory !== '' && EXEMPT_TAX_CATEGORIES.includes(l.taxCategory)) &&
  !v.taxExemptionReason.trim() &&
  !v.taxExemptionReasonCode.trim();
