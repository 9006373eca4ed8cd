// API shapes of invoices, lines, payments and recurring schedules, typed by the shared response schemas (a field the
// schema gains and a view does not produce is a compile error here): money in major units (two decimals), dates as
// YYYY-MM-DD, instants as ISO strings. Credit-note amounts are positive in the document and negative in list rows.
import { INVOICE_STATUS_LABELS_EN, INVOICE_STATUS_LABELS_TR, toMajor, type InvoiceCurrency } from '@ulak/shared';
import type {
  AttachmentView,
  ChargeView,
  InvoiceLineView,
  PaymentMeansView,
  InvoiceRowView,
  InvoiceTotalsView,
  InvoiceView,
  PaymentView,
  RecurringView,
  TaxGroupView,
} from '@ulak/shared/invoicing-responses';
import type { AttachmentMeta, InvoiceRow, LineRow, ListRow, PaymentRow } from './invoicing.repo.js';
import type { StoredCharge, StoredPaymentMeans, TaxBreakdownRow } from './invoicing.schema.js';
import type { RecurringRow } from './schedules.repo.js';
import type { Totals } from './totals.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

// dueMinor is what the buyer pays before any payment: total − withheld VAT (KDV tevkifatı) − stopaj.
export const dueMinor = (i: Pick<InvoiceRow, 'totalMinor'> & Partial<Pick<InvoiceRow, 'withholdingMinor' | 'stopajMinor'>>) =>
  i.totalMinor - (i.withholdingMinor ?? 0) - (i.stopajMinor ?? 0);

// balanceMinor is what is still owed: amount due − payments − credit notes (negative when a refund is due).
export const balanceMinor = (
  i: Pick<InvoiceRow, 'totalMinor' | 'paidMinor' | 'creditedMinor' | 'kind'> & Partial<Pick<InvoiceRow, 'withholdingMinor' | 'stopajMinor'>>,
) => (i.kind === 'credit_note' ? 0 : dueMinor(i) - i.paidMinor - i.creditedMinor);

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
    sellerItemId: l.sellerItemId,
    standardItemId: l.standardItemId,
    standardItemScheme: l.standardItemScheme,
    classifications: l.classifications,
    withholdingCode: l.withholdingCode,
    withholdingPercent: l.withholdingPercent === null ? null : Number(l.withholdingPercent),
    withholdingAmount: toMajor(l.withholdingMinor),
    exciseCode: l.exciseCode,
    excisePercent: l.excisePercent === null ? null : Number(l.excisePercent),
    exciseAmount: toMajor(l.exciseMinor),
    taxAmount: l.taxMinor === null ? null : toMajor(l.taxMinor),
  };
}

// chargeView is one document charge.
export const chargeView = (c: StoredCharge): ChargeView => ({
  reason: c.reason,
  reasonCode: c.reasonCode,
  amount: toMajor(c.amountMinor),
  taxRate: Number(c.taxRate),
  taxCategory: c.taxCategory,
});

// paymentMeansView is the stored payment means with '' for unset text.
export const paymentMeansView = (m: StoredPaymentMeans | null): PaymentMeansView | null =>
  m && {
    code: m.code,
    bic: m.bic ?? '',
    cardLast4: m.cardLast4 ?? '',
    cardHolder: m.cardHolder ?? '',
    mandateId: m.mandateId ?? '',
    creditorId: m.creditorId ?? '',
    debitedAccount: m.debitedAccount ?? '',
  };

// attachmentView is an attachment's metadata.
export const attachmentView = (a: AttachmentMeta): AttachmentView => ({
  id: a.id,
  filename: a.filename,
  mime: a.mime,
  description: a.description ?? '',
  size: a.size,
  createdAt: a.createdAt.toISOString(),
});

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
export function taxGroupView(
  b: Pick<TaxBreakdownRow, 'category' | 'rate' | 'netMinor' | 'allowanceMinor' | 'taxableMinor' | 'taxMinor' | 'chargeMinor'>,
): TaxGroupView {
  return {
    category: b.category,
    rate: Number(b.rate),
    net: toMajor(b.netMinor),
    discount: toMajor(b.allowanceMinor),
    charge: toMajor(b.chargeMinor ?? 0),
    taxable: toMajor(b.taxableMinor),
    tax: toMajor(b.taxMinor),
  };
}

// totalsView is the totals of draft lines (the preview before saving): each line's gross, discount and net, the VAT
// breakdown and the document totals.
export function totalsView(t: Totals): Omit<InvoiceTotalsView, 'success'> {
  return {
    lines: t.lines.map((l) => ({
      gross: toMajor(l.grossMinor),
      discount: toMajor(l.discountMinor),
      total: toMajor(l.netMinor),
      excise: toMajor(l.exciseMinor),
      tax: toMajor(l.taxMinor),
      withholding: toMajor(l.withholdingMinor),
    })),
    taxBreakdown: t.breakdown.map(taxGroupView),
    subtotal: toMajor(t.subtotalMinor),
    discountTotal: toMajor(t.allowanceMinor),
    chargeTotal: toMajor(t.chargeMinor),
    exciseTotal: toMajor(t.exciseMinor),
    taxTotal: toMajor(t.taxMinor),
    total: toMajor(t.totalMinor),
    withholdingTotal: toMajor(t.withholdingMinor),
    stopajAmount: toMajor(t.stopajMinor),
    amountDue: toMajor(t.dueMinor),
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
  extra: {
    customerName: string;
    customerEmail: string | null;
    originalNumber?: string | null;
    precedingNumber?: string | null;
    attachments?: AttachmentMeta[];
    publicUrl: string | null;
    recurring?: RecurringRow | null;
  },
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
    typeCode: i.kind === 'credit_note' ? '381' : i.typeCode,
    precedingInvoiceId: i.precedingInvoiceId,
    precedingNumber: extra.precedingNumber ?? null,
    invoicingPeriodStart: i.invoicingPeriodStart,
    invoicingPeriodEnd: i.invoicingPeriodEnd,
    contractReference: i.contractReference ?? '',
    projectReference: i.projectReference ?? '',
    charges: i.charges.map(chargeView),
    paymentMeans: paymentMeansView(i.paymentMeans),
    stopajPercent: i.stopajPercent === null ? null : Number(i.stopajPercent),
    trProfile: i.trProfile,
    trInvoiceType: i.trInvoiceType,
    trExemptionCode: i.trExemptionCode,
    trExemptionReason: i.trExemptionReason ?? '',
    attachments: (extra.attachments ?? []).map(attachmentView),
    lines: lines.map(lineView),
    taxBreakdown: i.taxBreakdown.map(taxGroupView),
    subtotal: toMajor(i.subtotalMinor),
    discountTotal: toMajor(i.allowanceMinor),
    chargeTotal: toMajor(i.chargeMinor),
    exciseTotal: toMajor(i.exciseMinor),
    taxTotal: toMajor(i.taxMinor),
    total: toMajor(i.totalMinor),
    withholdingTotal: toMajor(i.withholdingMinor),
    stopajAmount: toMajor(i.stopajMinor),
    amountDue: toMajor(dueMinor(i)),
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
