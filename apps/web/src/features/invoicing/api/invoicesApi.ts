// Calls of the invoice endpoints: list, one invoice, drafts, finalise, send, cancel, payments, credit notes,
// totals preview, recurring schedules and the documents.
import type { InvoiceKind, InvoiceStatus } from '@ulak/shared/invoicing';
import type {
  InvoiceBody,
  InvoicingAnswer,
  PaymentBody,
  RecurringBody,
  SendInvoiceBody,
  TotalsBody,
  InvoiceLineView,
  InvoicePageView,
  InvoiceRowView,
  InvoiceTotalsView,
  InvoiceView,
  PaymentView,
  RecurringView,
  TaxGroupView,
} from '@ulak/shared/invoicing-responses';
import { apiRequest } from '../../../lib/api';
import { fetchFile, queryString, type FetchedFile } from './http';

export type { InvoiceBody, PaymentBody, RecurringBody, SendInvoiceBody, TotalsBody };
// The answers' types are the shared response schemas (packages/shared/src/invoicing-responses.ts), never copies.
export type InvoiceRow = InvoiceRowView;
export type InvoicePage = Omit<InvoicePageView, 'success'>;
export type InvoiceListParams = { status?: InvoiceStatus; kind?: InvoiceKind; search?: string; page: number; limit: number };
export type InvoiceLine = InvoiceLineView;
export type TaxGroup = TaxGroupView;
export type Recurring = RecurringView;
export type Invoice = InvoiceView;
export type Totals = Omit<InvoiceTotalsView, 'success'>;
export type Payment = PaymentView;
export type InvoiceDocumentKind = 'pdf' | 'html' | 'ubl' | 'ublEn16931' | 'cii' | 'ublTr' | 'gibView';

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

// fetchInvoices lists invoices and credit notes of a page, filtered by status and a search.
export function fetchInvoices(params: InvoiceListParams): Promise<InvoicePage> {
  return apiRequest<InvoicingAnswer<'page'>>(`/invoices${queryString(params)}`);
}

// fetchInvoice reads one invoice with its lines, VAT breakdown, balance and public link.
export async function fetchInvoice(id: string): Promise<Invoice> {
  return (await apiRequest<InvoicingAnswer<'invoice'>>(invoicePath(id))).invoice;
}

// createInvoice saves a new draft.
export async function createInvoice(body: InvoiceBody): Promise<Invoice> {
  return (await apiRequest<InvoicingAnswer<'invoice'>>('/invoices', { method: 'POST', body })).invoice;
}

// updateInvoice edits a draft (the lines replace all lines).
export async function updateInvoice(id: string, body: InvoiceBody): Promise<Invoice> {
  return (await apiRequest<InvoicingAnswer<'invoice'>>(invoicePath(id), { method: 'PUT', body })).invoice;
}

// deleteInvoice removes a draft.
export function deleteInvoice(id: string): Promise<InvoicingAnswer<'done'>> {
  return apiRequest(invoicePath(id), { method: 'DELETE' });
}

// finalizeInvoice issues a draft (number, status sent) without emailing it.
export async function finalizeInvoice(id: string): Promise<Invoice> {
  return (await apiRequest<InvoicingAnswer<'invoice'>>(`${invoicePath(id)}/finalize`, { method: 'POST' })).invoice;
}

// sendInvoice emails the invoice with its PDF attached (issuing a draft first); returns the address it went to.
export function sendInvoice(id: string, body: SendInvoiceBody): Promise<InvoicingAnswer<'sent'>> {
  return apiRequest(`${invoicePath(id)}/send`, { method: 'POST', body });
}

// cancelInvoice cancels an unpaid invoice (it keeps its number).
export async function cancelInvoice(id: string): Promise<Invoice> {
  return (await apiRequest<InvoicingAnswer<'invoice'>>(`${invoicePath(id)}/cancel`, { method: 'POST' })).invoice;
}

// fetchPayments lists the payments recorded against an invoice.
export async function fetchPayments(id: string): Promise<Payment[]> {
  return (await apiRequest<InvoicingAnswer<'payments'>>(`${invoicePath(id)}/payments`)).payments;
}

// addPayment records a (partial) payment.
export function addPayment(id: string, body: PaymentBody): Promise<InvoicingAnswer<'paymentAdded'>> {
  return apiRequest(`${invoicePath(id)}/payments`, { method: 'POST', body });
}

// createCreditNote credits everything not yet credited of an issued invoice.
export async function createCreditNote(id: string, reason: string): Promise<Invoice> {
  return (await apiRequest<InvoicingAnswer<'creditNote'>>(`${invoicePath(id)}/credit-note`, { method: 'POST', body: reason ? { reason } : {} })).creditNote;
}

// computeTotals asks the server for the totals of draft lines (the same arithmetic as saving).
export function computeTotals(body: TotalsBody): Promise<Totals> {
  return apiRequest<InvoicingAnswer<'totals'>>('/invoices/totals', { method: 'POST', body });
}

// fetchRecurring lists the workspace's recurring schedules.
export async function fetchRecurring(): Promise<Recurring[]> {
  return (await apiRequest<InvoicingAnswer<'recurringList'>>('/invoices/recurring')).recurring;
}

// setRecurring makes an invoice repeat.
export async function setRecurring(id: string, body: RecurringBody): Promise<Recurring> {
  return (await apiRequest<InvoicingAnswer<'recurring'>>(`${invoicePath(id)}/recurring`, { method: 'PUT', body })).recurring;
}

// removeRecurring stops an invoice repeating.
export function removeRecurring(id: string): Promise<InvoicingAnswer<'done'>> {
  return apiRequest(`${invoicePath(id)}/recurring`, { method: 'DELETE' });
}

const DOCUMENT_PATHS: Record<InvoiceDocumentKind, { path: string; ext: string }> = {
  pdf: { path: 'pdf', ext: 'pdf' },
  html: { path: 'html', ext: 'html' },
  // Peppol BIS Billing 3.0 needs electronic addresses (the VKN); plain EN 16931 UBL serves any buyer
  ubl: { path: 'ubl', ext: 'xml' },
  ublEn16931: { path: 'ubl?profile=en16931', ext: 'en16931.xml' },
  cii: { path: 'cii', ext: 'cii.xml' },
  // Turkish e-Fatura / e-Arşiv (UBL-TR 1.2) and its GİB view (the XML rendered with GİB's XSLT, a printable page)
  ublTr: { path: 'ubl-tr', ext: 'ubltr.xml' },
  gibView: { path: 'gib-view', ext: 'gib.html' },
};

// fetchInvoiceDocument fetches the PDF, printable page, UBL, CII, UBL-TR or GİB view of an invoice with the bearer token.
export function fetchInvoiceDocument(id: string, kind: InvoiceDocumentKind, name: string): Promise<FetchedFile> {
  const d = DOCUMENT_PATHS[kind];
  return fetchFile(`${invoicePath(id)}/${d.path}`, `${name}.${d.ext}`);
}
