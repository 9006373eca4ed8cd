// Which row actions an invoice offers, by kind, status and balance (the server's status machine, seen from the screen).
import type { InvoiceRow } from '../../api/invoicesApi';

export const INVOICE_ACTIONS = [
  'view',
  'edit',
  'finalize',
  'send',
  'payment',
  'creditNote',
  'recurring',
  'copyLink',
  'pdf',
  'html',
  'ubl',
  'ublEn16931',
  'cii',
  'ublTr',
  'gibView',
  'gibSubmit',
  'cancel',
  'delete',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

// availableActions lists the actions that make sense for an invoice row.
export function availableActions(row: Pick<InvoiceRow, 'kind' | 'status' | 'balance' | 'paid'>): InvoiceAction[] {
  const invoice = row.kind === 'invoice';
  const issued = row.status !== 'draft';
  const open = row.status === 'issued' || row.status === 'sent' || row.status === 'viewed' || row.status === 'overdue';
  const allowed: Record<InvoiceAction, boolean> = {
    view: true,
    edit: row.status === 'draft',
    finalize: row.status === 'draft',
    send: row.status !== 'cancelled',
    // on a draft a payment is a prepayment: the issued invoice states it as prepaid
    payment: invoice && (open || row.status === 'draft') && row.balance > 0,
    creditNote: invoice && (open || row.status === 'paid'),
    recurring: invoice && row.status !== 'cancelled',
    copyLink: issued,
    pdf: true,
    html: true,
    ubl: issued && row.status !== 'cancelled',
    ublEn16931: issued && row.status !== 'cancelled',
    cii: issued && row.status !== 'cancelled',
    // the Turkish e-invoice of an issued invoice, its GİB view and sending it through the integrator
    ublTr: issued && row.status !== 'cancelled',
    gibView: issued && row.status !== 'cancelled',
    gibSubmit: issued && row.status !== 'cancelled',
    cancel: invoice && open && row.paid === 0,
    delete: row.status === 'draft' && row.paid === 0,
  };
  return INVOICE_ACTIONS.filter((a) => allowed[a]);
}
