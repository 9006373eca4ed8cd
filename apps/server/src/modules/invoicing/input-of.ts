// One mapping from a stored invoice back to the input that would create it, used wherever an invoice is rebuilt from
// another: a draft edited without new lines keeps its stored ones, a recurring run copies its source, a credit note
// prices the credited lines. The return types list every input field (Complete): a field added to the shared
// InvoiceInput or line input schema is a compile error here until this mapping decides what it carries over.
import type { ChargeInput, Complete, InvoiceInput, InvoiceLineInput, PaymentMeansInput } from '@ulak/shared';
import type { InvoiceRow, LineRow } from './invoicing.repo.js';
import type { StoredCharge, StoredPaymentMeans } from './invoicing.schema.js';
import type { LineAmountsInput } from './totals.js';

// lineAmountsOf turns a stored line back into the input of the totals computation (exact unit price).
export function lineAmountsOf(l: LineRow): Complete<LineAmountsInput> {
  return {
    quantity: Number(l.quantity),
    unitPriceE4: l.unitPriceE4,
    discountType: l.discountType,
    discount: Number(l.discountValue),
    taxRate: Number(l.taxRate),
    taxCategory: l.taxCategory,
    excisePercent: l.exciseCode && l.excisePercent !== null ? Number(l.excisePercent) : null,
    withholdingPercent: l.withholdingCode && l.withholdingPercent !== null ? Number(l.withholdingPercent) : null,
  };
}

// chargeInputOf is a stored document charge as an API charge input.
export function chargeInputOf(c: StoredCharge): Complete<ChargeInput> {
  return { reason: c.reason, reasonCode: c.reasonCode, amount: c.amountMinor / 100, taxRate: Number(c.taxRate), taxCategory: c.taxCategory };
}

// paymentMeansInputOf is stored payment means as the API input.
export function paymentMeansInputOf(m: StoredPaymentMeans | null): Complete<PaymentMeansInput> | null {
  return m && { ...m };
}

// lineInputOf is a stored line as an API line input (major units, four-decimal unit price).
export function lineInputOf(l: LineRow): Complete<InvoiceLineInput> {
  const amounts = lineAmountsOf(l);
  return {
    description: l.description,
    quantity: amounts.quantity,
    unit: l.unit,
    unitPrice: l.unitPriceE4 / 10_000,
    discountType: amounts.discountType,
    discount: amounts.discount,
    taxRate: amounts.taxRate,
    taxCategory: amounts.taxCategory,
    sellerItemId: l.sellerItemId,
    standardItemId: l.standardItemId,
    standardItemScheme: l.standardItemScheme,
    classifications: l.classifications,
    withholdingCode: l.withholdingCode,
    withholdingPercent: amounts.withholdingPercent,
    exciseCode: l.exciseCode,
    excisePercent: amounts.excisePercent,
  };
}

// invoiceInputOf is a stored invoice as the input that creates the same draft (its own dates, rate and references).
export function invoiceInputOf(i: InvoiceRow, lines: LineRow[]): Complete<InvoiceInput> {
  return {
    customerId: i.customerId,
    currency: i.currency,
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    reference: i.reference,
    buyerReference: i.buyerReference,
    exchangeRate: i.exchangeRateManual ? Number(i.exchangeRate) : null,
    deliveryDate: i.deliveryDate,
    notes: i.notes,
    terms: i.terms,
    design: i.design,
    discountType: i.discountType,
    discount: Number(i.discountValue),
    taxExemptionReason: i.taxExemptionReason,
    taxExemptionReasonCode: i.taxExemptionReasonCode,
    taxExemptions: i.taxExemptions,
    lines: lines.map(lineInputOf),
    typeCode: i.typeCode,
    precedingInvoiceId: i.precedingInvoiceId,
    invoicingPeriodStart: i.invoicingPeriodStart,
    invoicingPeriodEnd: i.invoicingPeriodEnd,
    contractReference: i.contractReference,
    projectReference: i.projectReference,
    charges: i.charges.map(chargeInputOf),
    paymentMeans: paymentMeansInputOf(i.paymentMeans),
    stopajPercent: i.stopajPercent === null ? null : Number(i.stopajPercent),
    trProfile: i.trProfile,
    trInvoiceType: i.trInvoiceType,
    trExemptionCode: i.trExemptionCode,
    trExemptionReason: i.trExemptionReason,
  };
}
