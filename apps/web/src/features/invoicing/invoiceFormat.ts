// Pure helpers of the invoicing screens: money by the interface language, Istanbul dates, the form's lines as
// the API's lines, and the client-side mirrors of the server's company-settings rules.
import {
  INVOICE_TIME_ZONE,
  isValidIban,
  isValidTurkishTaxNumber,
  type DiscountType,
  type InvoiceCurrency,
  type InvoiceDesign,
  type InvoiceLineInput,
  type InvoiceUnit,
  type TaxCategory,
} from '@ulak/shared/invoicing';
import { formatMoney, type MoneyOptions } from '@ulak/shared/format';

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
};

const decimals = (n: number, places: number) => Math.abs(n * 10 ** places - Math.round(n * 10 ** places)) < 1e-6;
const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v.replace(',', '.')));

// Problems of a line, as translation keys under invoicing.validation (empty when the line is valid).
export function lineProblems(l: LineValues): Partial<Record<'description' | 'quantity' | 'unitPrice' | 'discount' | 'taxRate', string>> {
  const out: Partial<Record<'description' | 'quantity' | 'unitPrice' | 'discount' | 'taxRate', string>> = {};
  const q = num(l.quantity);
  const p = num(l.unitPrice);
  const d = l.discount === '' ? 0 : num(l.discount);
  if (!l.description.trim()) out.description = 'descriptionRequired';
  if (!(q > 0) || q > 1e9 || !decimals(q, 3)) out.quantity = 'quantity';
  if (!(p >= 0) || p > 1e11 || !decimals(p, 4)) out.unitPrice = 'unitPrice';
  if (!(d >= 0) || (l.discountType === 'percent' && d > 100) || !decimals(d, 2)) out.discount = l.discountType === 'percent' ? 'percent' : 'money';
  if (l.taxRate === '' || Number.isNaN(Number(l.taxRate))) out.taxRate = 'percent';
  return out;
}

// lineInput turns a form line into the API's line.
export function lineInput(l: LineValues): InvoiceLineInput {
  return {
    description: l.description.trim(),
    quantity: num(l.quantity),
    unit: l.unit,
    unitPrice: num(l.unitPrice),
    discountType: l.discountType,
    discount: l.discount === '' ? 0 : num(l.discount),
    taxRate: Number(l.taxRate),
    ...(l.taxCategory ? { taxCategory: l.taxCategory } : {}),
  };
}

// previewLines are the lines to price live: null while a number is not valid; a blank description is priced anyway.
export function previewLines(lines: LineValues[]): InvoiceLineInput[] | null {
  if (lines.length === 0) return null;
  for (const l of lines) {
    const { description: _ignored, ...numbers } = lineProblems(l);
    if (Object.keys(numbers).length > 0) return null;
  }
  return lines.map((l) => ({ ...lineInput(l), description: l.description.trim() || '-' }));
}

// parseNumberList reads "0, 1, 8, 20" as numbers; null when any part is not a number.
export function parseNumberList(text: string): number[] | null {
  const parts = text.split(/[,;\s]+/).filter(Boolean);
  const values = parts.map((p) => Number(p.replace(',', '.')));
  return values.some((v) => Number.isNaN(v)) ? null : values;
}

export type CompanyRule = 'email' | 'url' | 'color' | 'iban' | 'taxNumber' | 'mersis' | 'invoicePrefix' | 'year' | 'countryCode';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_RE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

// companyFieldProblem mirrors the server's company-settings checks; returns the failing rule or null.
export function companyFieldProblem(field: string, value: string, country: string): CompanyRule | null {
  const v = value.trim();
  if (v === '') return null;
  if (field === 'email') return EMAIL.test(v) ? null : 'email';
  if (/Url$/.test(field) && field !== 'logoUrl') return URL_RE.test(v) ? null : 'url';
  if (field === 'website') return URL_RE.test(v) ? null : 'url';
  if (/Color$/.test(field)) return /^#[0-9A-Fa-f]{6}$/.test(v) ? null : 'color';
  if (field === 'iban') return isValidIban(v) ? null : 'iban';
  if (field === 'taxNumber') return (country || 'TR').toUpperCase() !== 'TR' || isValidTurkishTaxNumber(v.replace(/\s+/g, '')) ? null : 'taxNumber';
  if (field === 'mersisNumber') return /^\d{16}$/.test(v) ? null : 'mersis';
  if (field === 'invoicePrefix') return /^[A-Z0-9]{1,10}$/.test(v) ? null : 'invoicePrefix';
  if (field === 'foundedYear') return /^\d{4}$/.test(v) && Number(v) >= 1800 && Number(v) <= 2100 ? null : 'year';
  if (field === 'country') return /^[A-Za-z]{2}$/.test(v) ? null : 'countryCode';
  return null;
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
};

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
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// invoiceFormProblems validates the whole form; values are translation keys under invoicing.validation, keyed by form path.
export function invoiceFormProblems(v: InvoiceFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (!v.customerId) out.customerId = 'customerRequired';
  if (!ISO_DATE.test(v.issueDate)) out.issueDate = 'date';
  if (!ISO_DATE.test(v.dueDate)) out.dueDate = 'date';
  else if (ISO_DATE.test(v.issueDate) && v.dueDate < v.issueDate) out.dueDate = 'dueBeforeIssue';
  if (v.lines.length === 0) out.lines = 'linesRequired';
  if (v.deliveryDate && !ISO_DATE.test(v.deliveryDate)) out.deliveryDate = 'date';
  const rate = v.exchangeRate === '' ? null : num(v.exchangeRate);
  if (v.currency !== 'TRY' && rate !== null && !(rate > 0 && rate <= 1_000_000 && decimals(rate, 6))) out.exchangeRate = 'exchangeRate';
  if (v.taxExemptionReasonCode.trim() && !/^VATEX-[A-Z0-9-]{1,40}$/i.test(v.taxExemptionReasonCode.trim())) out.taxExemptionReasonCode = 'vatex';
  // E, AE, K, G and O lines need an exemption reason or code (EN 16931 BR-*-10)
  const exempt = v.lines.some((l) => ['E', 'AE', 'K', 'G', 'O'].includes(l.taxCategory));
  if (exempt && !v.taxExemptionReason.trim() && !v.taxExemptionReasonCode.trim()) out.taxExemptionReason = 'exemptionRequired';
  v.lines.forEach((l, i) => {
    for (const [field, key] of Object.entries(lineProblems(l))) out[`lines.${i}.${field}`] = key;
  });
  return out;
}
