// Calls of the invoice endpoints: list, one invoice, drafts, finalise, send, cancel, payments, credit notes,
// totals preview, recurring schedules and the documents.
import type { DiscountType, InvoiceCurrency, InvoiceDesign, InvoiceInput, InvoiceKind, InvoiceStatus, InvoiceUnit, PaymentMethod, RecurrenceFrequency, TaxCategory } from '@ulak/shared/invoicing';
import { apiRequest } from '../../../lib/api';
import { fetchFile, queryString, type FetchedFile } from './http';

export type InvoiceRow = {
  id: string;
  kind: InvoiceKind;
  number: string | null;
  customer: string;
  customerId: string;
  customerEmail: string | null;
  amount: number;
  currency: InvoiceCurrency;
  status: InvoiceStatus;
  issueDate: string;
  dueDate: string;
  paid: number;
  balance: number;
  createdAt: string;
};
export type InvoicePage = { invoices: InvoiceRow[]; total: number; page: number; limit: number };
export type InvoiceListParams = { status?: InvoiceStatus; search?: string; page: number; limit: number };

export type InvoiceLine = {
  id: string;
  position: number;
  description: string;
  quantity: number;
  unit: InvoiceUnit;
  unitPrice: number;
  discountType: DiscountType;
  discount: number;
  discountAmount: number;
  taxRate: number;
  taxCategory: TaxCategory;
  total: number;
};
export type TaxGroup = { category: string; rate: number; net: number; discount: number; taxable: number; tax: number };
export type Recurring = { id: string; invoiceId: string; frequency: RecurrenceFrequency; startDate: string; nextRunDate: string; endDate: string | null; autoSend: boolean; active: boolean; runs: number; lastInvoiceId: string | null };
export type Invoice = {
  id: string;
  kind: InvoiceKind;
  number: string | null;
  status: InvoiceStatus;
  customerId: string;
  customer: string;
  customerEmail: string | null;
  originalNumber: string | null;
  currency: InvoiceCurrency;
  issueDate: string;
  dueDate: string;
  reference: string;
  buyerReference: string;
  deliveryDate: string | null;
  exchangeRate: number;
  exchangeRateManual: boolean;
  taxExemptionReason: string;
  taxExemptionReasonCode: string;
  notes: string;
  terms: string;
  design: InvoiceDesign;
  discountType: DiscountType;
  discount: number;
  lines: InvoiceLine[];
  taxBreakdown: TaxGroup[];
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  total: number;
  /** The total, negative for a credit note (as in list rows). */
  amount: number;
  paid: number;
  credited: number;
  balance: number;
  publicUrl: string | null;
  recurring: Recurring | null;
  viewedAt: string | null;
  emailedAt: string | null;
  createdAt: string;
};
export type Totals = { lines: { gross: number; discount: number; total: number }[]; taxBreakdown: TaxGroup[]; subtotal: number; discountTotal: number; taxTotal: number; total: number };
export type Payment = { id: string; amount: number; method: PaymentMethod; paidAt: string; reference: string; note: string };
export type PaymentBody = { amount: number; method: PaymentMethod; paidAt?: string; reference?: string };
export type RecurringBody = { frequency: RecurrenceFrequency; startDate: string; endDate?: string | null; autoSend: boolean };
export type InvoiceDocumentKind = 'pdf' | 'html' | 'ubl' | 'ublEn16931' | 'cii';

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

// fetchInvoices lists invoices and credit notes of a page, filtered by status and a search.
export function fetchInvoices(params: InvoiceListParams): Promise<InvoicePage> {
  return apiRequest<InvoicePage>(`/invoices${queryString(params)}`);
}

// fetchInvoice reads one invoice with its lines, VAT breakdown, balance and public link.
export async function fetchInvoice(id: string): Promise<Invoice> {
  return (await apiRequest<{ invoice: Invoice }>(invoicePath(id))).invoice;
}

// createInvoice saves a new draft.
export async function createInvoice(body: InvoiceInput): Promise<Invoice> {
  return (await apiRequest<{ invoice: Invoice }>('/invoices', { method: 'POST', body })).invoice;
}

// updateInvoice edits a draft (the lines replace all lines).
export async function updateInvoice(id: string, body: InvoiceInput): Promise<Invoice> {
  return (await apiRequest<{ invoice: Invoice }>(invoicePath(id), { method: 'PUT', body })).invoice;
}

// deleteInvoice removes a draft.
export function deleteInvoice(id: string): Promise<{ success: boolean }> {
  return apiRequest(invoicePath(id), { method: 'DELETE' });
}

// finalizeInvoice issues a draft (number, status sent) without emailing it.
export async function finalizeInvoice(id: string): Promise<Invoice> {
  return (await apiRequest<{ invoice: Invoice }>(`${invoicePath(id)}/finalize`, { method: 'POST' })).invoice;
}

// sendInvoice emails the invoice with its PDF attached (issuing a draft first); returns the address it went to.
export function sendInvoice(id: string, body: { to?: string; message?: string }): Promise<{ invoice: Invoice; to: string }> {
  return apiRequest(`${invoicePath(id)}/send`, { method: 'POST', body });
}

// cancelInvoice cancels an unpaid invoice (it keeps its number).
export async function cancelInvoice(id: string): Promise<Invoice> {
  return (await apiRequest<{ invoice: Invoice }>(`${invoicePath(id)}/cancel`, { method: 'POST' })).invoice;
}

// fetchPayments lists the payments recorded against an invoice.
export async function fetchPayments(id: string): Promise<Payment[]> {
  return (await apiRequest<{ payments: Payment[] }>(`${invoicePath(id)}/payments`)).payments;
}

// addPayment records a (partial) payment.
export function addPayment(id: string, body: PaymentBody): Promise<{ payment: Payment; invoice: Invoice }> {
  return apiRequest(`${invoicePath(id)}/payments`, { method: 'POST', body });
}

// createCreditNote credits everything not yet credited of an issued invoice.
export async function createCreditNote(id: string, reason: string): Promise<Invoice> {
  return (await apiRequest<{ creditNote: Invoice }>(`${invoicePath(id)}/credit-note`, { method: 'POST', body: reason ? { reason } : {} })).creditNote;
}

// computeTotals asks the server for the totals of draft lines (the same arithmetic as saving).
export function computeTotals(body: { lines: InvoiceInput['lines'] }): Promise<Totals> {
  return apiRequest<Totals>('/invoices/totals', { method: 'POST', body });
}

// fetchRecurring lists the workspace's recurring schedules.
export async function fetchRecurring(): Promise<Recurring[]> {
  return (await apiRequest<{ recurring: Recurring[] }>('/invoices/recurring')).recurring;
}

// setRecurring makes an invoice repeat.
export async function setRecurring(id: string, body: RecurringBody): Promise<Recurring> {
  return (await apiRequest<{ recurring: Recurring }>(`${invoicePath(id)}/recurring`, { method: 'PUT', body })).recurring;
}

// removeRecurring stops an invoice repeating.
export function removeRecurring(id: string): Promise<{ success: boolean }> {
  return apiRequest(`${invoicePath(id)}/recurring`, { method: 'DELETE' });
}

const DOCUMENT_PATHS: Record<InvoiceDocumentKind, { path: string; ext: string }> = {
  pdf: { path: 'pdf', ext: 'pdf' },
  html: { path: 'html', ext: 'html' },
  // Peppol BIS Billing 3.0 needs electronic addresses (the VKN); plain EN 16931 UBL serves any buyer
  ubl: { path: 'ubl', ext: 'xml' },
  ublEn16931: { path: 'ubl?profile=en16931', ext: 'en16931.xml' },
  cii: { path: 'cii', ext: 'cii.xml' },
};

// fetchInvoiceDocument fetches the PDF, printable page, UBL or CII of an invoice with the bearer token.
export function fetchInvoiceDocument(id: string, kind: InvoiceDocumentKind, name: string): Promise<FetchedFile> {
  const d = DOCUMENT_PATHS[kind];
  return fetchFile(`${invoicePath(id)}/${d.path}`, `${name}.${d.ext}`);
}
