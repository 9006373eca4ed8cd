import { describe, expect, it } from 'vitest';
import { availableActions } from './invoiceActions';

describe('invoice row actions', () => {
  it('offers edit, finalize, delete and prepayment on drafts, and no e-invoice or link before issue', () => {
    const draft = availableActions({ kind: 'invoice', status: 'draft', balance: 100, paid: 0 });
    expect(draft).toEqual(expect.arrayContaining(['edit', 'finalize', 'delete', 'send', 'pdf']));
    expect(draft).not.toContain('ubl');
    expect(draft).not.toContain('ublTr');
    expect(draft).not.toContain('gibSubmit');
    expect(draft).not.toContain('copyLink');
    expect(draft).toContain('payment');
    // a prepaid draft keeps its payment record: it is issued, not deleted
    expect(availableActions({ kind: 'invoice', status: 'draft', balance: 60, paid: 40 })).not.toContain('delete');
  });

  it('takes payments and cancels open invoices, but cancels only while nothing is paid', () => {
    const open = availableActions({ kind: 'invoice', status: 'viewed', balance: 100, paid: 0 });
    expect(open).toEqual(expect.arrayContaining(['payment', 'cancel', 'creditNote', 'ubl', 'cii', 'copyLink', 'ublTr', 'gibView', 'gibSubmit']));
    expect(open).not.toContain('edit');
    const partly = availableActions({ kind: 'invoice', status: 'viewed', balance: 40, paid: 60 });
    expect(partly).toContain('payment');
    expect(partly).not.toContain('cancel');
    const paid = availableActions({ kind: 'invoice', status: 'paid', balance: 0, paid: 100 });
    expect(paid).not.toContain('payment');
    expect(paid).toContain('creditNote');
    expect(availableActions({ kind: 'credit_note', status: 'sent', balance: 0, paid: 0 })).not.toContain('creditNote');
    expect(availableActions({ kind: 'invoice', status: 'cancelled', balance: 100, paid: 0 })).toEqual(['view', 'copyLink', 'pdf', 'html']);
  });
});
