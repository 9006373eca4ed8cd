// API shapes of invoices, lines, payments and recurring schedules, typed by the shared response schemas (a field the
// schema gains and a view does not produce is a compile error here): money in major units (two decimals), dates as
// YYYY-MM-DD, instants as ISO strings. Credit-note amounts are positive in the document and negative in list rows.
import { INVOICE_STATUS_LABELS_EN, INVOICE_STATUS_LABELS_TR, toMajor, type InvoiceCurrency } from '@ulak/shared';
import type {
  InvoiceLineView,
  InvoiceRowView,
  InvoiceTotalsView,
  InvoiceView,
  PaymentView,
  RecurringView,
  TaxGroupView,
} from '@ulak/shared/invoicing-responses';
import type { InvoiceRow, LineRow, ListRow, PaymentRow } from './invoicing.repo.js';
import type { TaxBreakdownRow } from './invoicing.schema.js';
import type { RecurringRow } from './schedules.repo.js';
import type { Totals } from './totals.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

// balanceMinor is what is still owed: total − payments − credit notes (negative when a refund is due).
export const balanceMinor = (i: Pick<InvoiceRow, 'totalMinor' | 'paidMinor' | 'creditedMinor' | 'kind'>) =>
  i.kind === 'credit_note' ? 0 : i.totalMinor - i.paidMinor - i.creditedMinor;

// signedTotal is the invoice total, negative for a credit note.
export const signedTotal = (i: Pick<InvoiceRow, 'totalMinor' | 'kind'>) => (i.kind === 'credit_note' ? -i.totalMinor : i.totalMinor);

// invoiceRowView is the invoices table row of the specification (number, customer, amount, currency, status, due date, created).
export function invoiceRowView(i: ListRow): InvoiceRowView {
  return {
    id: i.id,
    kind: i.kind,
    number: i.number,
    customer: i.buyer?.name ?? i.customerName,
    customerId: i.customerId,
    customerEmail: i.buyer?.email ?? i.customerEmail,
    amount: toMajor(signedTotal(i)),
    currency: i.currency as InvoiceCurrency,
    status: i.status,
    statusLabel: INVOICE_STATUS_LABELS_TR[i.status],
    statusLabelEn: INVOICE_STATUS_LABELS_EN[i.status],
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    paid: toMajor(i.paidMinor),
    balance: toMajor(balanceMinor(i)),
    createdAt: i.createdAt.toISOString(),
  };
}

// lineView is one invoice line.
export function lineView(l: LineRow): InvoiceLineView {
  return {
    id: l.id,
    position: l.position,
    description: l.description,
    quantity: Number(l.quantity),
    unit: l.unit,
    unitPrice: l.unitPriceE4 / 10_000,
    discountType: l.discountType,
    discount: Number(l.discountValue),
    discountAmount: toMajor(l.discountMinor),
    taxRate: Number(l.taxRate),
    taxCategory: l.taxCategory,
    total: toMajor(l.netMinor),
    originalLineId: l.originalLineId,
  };
}

// paymentView is one recorded payment.
export function paymentView(p: PaymentRow): PaymentView {
  return {
    id: p.id,
    invoiceId: p.invoiceId,
    amount: toMajor(p.amountMinor),
    method: p.method,
    paidAt: p.paidOn,
    reference: p.reference ?? '',
    note: p.note ?? '',
    createdAt: p.createdAt.toISOString(),
  };
}

// taxGroupView is one rate of the VAT breakdown in major units.
export function taxGroupView(b: Pick<TaxBreakdownRow, 'category' | 'rate' | 'netMinor' | 'allowanceMinor' | 'taxableMinor' | 'taxMinor'>): TaxGroupView {
  return {
    category: b.category,
    rate: Number(b.rate),
    net: toMajor(b.netMinor),
    discount: toMajor(b.allowanceMinor),
    taxable: toMajor(b.taxableMinor),
    tax: toMajor(b.taxMinor),
  };
}

// totalsView is the totals of draft lines (the preview before saving): each line's gross, discount and net, the VAT
// breakdown and the document totals.
export function totalsView(t: Totals): Omit<InvoiceTotalsView, 'success'> {
  return {
    lines: t.lines.map((l) => ({ gross: toMajor(l.grossMinor), discount: toMajor(l.discountMinor), total: toMajor(l.netMinor) })),
    taxBreakdown: t.breakdown.map(taxGroupView),
    subtotal: toMajor(t.subtotalMinor),
    discountTotal: toMajor(t.allowanceMinor),
    taxTotal: toMajor(t.taxMinor),
    total: toMajor(t.totalMinor),
  };
}

// recurringView is a recurring schedule.
export function recurringView(r: RecurringRow): RecurringView {
  return {
    id: r.id,
    invoiceId: r.sourceInvoiceId,
    frequency: r.frequency,
    startDate: r.startOn,
    nextRunDate: r.nextRunOn,
    endDate: r.endOn,
    autoSend: r.autoSend,
    active: r.active,
    runs: r.runs,
    lastInvoiceId: r.lastInvoiceId,
  };
}

// invoiceView is the full invoice: header, parties, lines, VAT breakdown, totals and lifecycle instants.
export function invoiceView(
  i: InvoiceRow,
  lines: LineRow[],
  extra: { customerName: string; customerEmail: string | null; originalNumber?: string | null; publicUrl: string | null; recurring?: RecurringRow | null },
): InvoiceView {
  return {
    id: i.id,
    kind: i.kind,
    number: i.number,
    status: i.status,
    statusLabel: INVOICE_STATUS_LABELS_TR[i.status],
    statusLabelEn: INVOICE_STATUS_LABELS_EN[i.status],
    customerId: i.customerId,
    customer: i.buyer?.name ?? extra.customerName,
    customerEmail: i.buyer?.email ?? extra.customerEmail,
    originalInvoiceId: i.originalInvoiceId,
    originalNumber: extra.originalNumber ?? null,
    currency: i.currency as InvoiceCurrency,
    exchangeRate: Number(i.exchangeRate),
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    reference: i.reference ?? '',
    buyerReference: i.buyerReference ?? '',
    deliveryDate: i.deliveryDate,
    exchangeRateManual: i.exchangeRateManual,
    notes: i.notes ?? '',
    terms: i.terms ?? '',
    design: i.design,
    discountType: i.discountType,
    discount: Number(i.discountValue),
    taxExemptionReason: i.taxExemptionReason ?? '',
    taxExemptionReasonCode: i.taxExemptionReasonCode ?? '',
    taxExemptions: i.taxExemptions,
    creditReason: i.creditReason ?? '',
    lines: lines.map(lineView),
    taxBreakdown: i.taxBreakdown.map(taxGroupView),
    subtotal: toMajor(i.subtotalMinor),
    discountTotal: toMajor(i.allowanceMinor),
    taxTotal: toMajor(i.taxMinor),
    total: toMajor(i.totalMinor),
    amount: toMajor(signedTotal(i)),
    paid: toMajor(i.paidMinor),
    credited: toMajor(i.creditedMinor),
    balance: toMajor(balanceMinor(i)),
    seller: i.seller,
    buyer: i.buyer,
    publicUrl: extra.publicUrl,
    recurring: extra.recurring ? recurringView(extra.recurring) : null,
    finalizedAt: iso(i.finalizedAt),
    sentAt: iso(i.sentAt),
    emailedAt: iso(i.emailedAt),
    viewedAt: iso(i.viewedAt),
    paidAt: iso(i.paidAt),
    cancelledAt: iso(i.cancelledAt),
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}
export type { InvoiceView };
