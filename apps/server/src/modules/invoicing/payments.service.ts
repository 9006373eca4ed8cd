// Payments and credit notes. A payment is recorded against an open invoice (sent, viewed, overdue) up to its balance;
// once payments and credit notes cover the total the invoice is paid (settled). A payment on a draft is a prepayment:
// the issued invoice states it as prepaid (BT-113); later payments and credit notes do not change the issued document.
// A credit note corrects an issued invoice: it credits chosen lines (up to what is not yet credited), gets its own
// CN-{YYYY}-{###} number at once and lowers the original's balance (not the issued invoice's document).
import { CREDIT_NOTE_PREFIX, formatInvoiceNumber, formatMinor, toMinor, type CreditNoteInput, type PaymentInput } from '@ulak/shared';
import { AppError, notFound } from '../../http/errors.js';
import { today } from './dates.js';
import type { InvoiceRow, InvoicesRepo, LineRow } from './invoicing.repo.js';
import { lineRows, totalsPatch, type InvoicingService } from './invoicing.service.js';
import { lineAmountsOf } from './input-of.js';
import { computeTotals } from './totals.js';
import { balanceMinor, dueMinor, paymentView } from './views.js';

const OPEN: InvoiceRow['status'][] = ['issued', 'sent', 'viewed', 'overdue'];
const round3 = (n: number) => Math.round(n * 1000) / 1000;

export type PaymentsService = ReturnType<typeof paymentsService>;

// paymentsService builds the payment and credit-note rules.
/** Hears of an invoice that became paid (outgoing webhooks' invoice.paid); a failure there never fails the payment. */
export type InvoicePaidListener = (workspaceId: string, type: 'invoice.paid', data: Record<string, unknown>) => Promise<unknown> | unknown;

export function paymentsService(repo: InvoicesRepo, invoicing: InvoicingService, onEvent?: InvoicePaidListener) {
  const paid = async (workspaceId: string, invoice: Record<string, unknown>) => {
    await Promise.resolve(onEvent?.(workspaceId, 'invoice.paid', invoice)).catch(() => undefined);
  };
  return {
    async list(workspaceId: string, id: string) {
      await invoicing.load(workspaceId, id);
      return (await repo.payments(workspaceId, id)).map(paymentView);
    },

    /** Adds a payment under a row lock, so two payments at once can never overpay. */
    async add(workspaceId: string, id: string, input: PaymentInput, userId: string | null) {
      const amountMinor = toMinor(input.amount);
      const result = await repo.transaction(async (tx) => {
        const inv = await tx.lock(workspaceId, id);
        if (!inv) throw notFound();
        // on a draft it is a prepayment: the invoice, once issued, shows it as prepaid (BT-113) and asks for the rest
        const prepayment = inv.status === 'draft';
        if (inv.kind !== 'invoice' || !(OPEN.includes(inv.status) || prepayment)) throw new AppError(409, 'INVOICE_BAD_TRANSITION');
        const balance = balanceMinor(inv);
        if (amountMinor > balance)
          throw new AppError(400, 'PAYMENT_EXCEEDS_BALANCE', { balance: (lang) => formatMinor(Math.max(0, balance), inv.currency, lang) });
        const payment = await tx.insertPayment({
          workspaceId,
          invoiceId: id,
          amountMinor,
          method: input.method,
          paidOn: input.paidAt ?? today(),
          reference: input.reference?.trim() || null,
          note: input.note?.trim() || null,
          createdBy: userId,
        });
        const paidMinor = inv.paidMinor + amountMinor;
        const settled = !prepayment && paidMinor + inv.creditedMinor >= dueMinor(inv);
        const row = await tx.update(workspaceId, id, { paidMinor, ...(settled ? { status: 'paid' as const, paidAt: new Date() } : {}) });
        return { payment, row: row ?? inv, settled };
      });
      const invoice = await invoicing.view(result.row);
      if (result.settled) await paid(workspaceId, invoice);
      return { payment: paymentView(result.payment), invoice };
    },

    /**
     * Issues a credit note for chosen lines of an issued invoice (all that is left when no lines are given), numbered
     * and linked to the original in one transaction under the original's row lock (so two at once cannot over-credit).
     */
    async creditNote(workspaceId: string, id: string, input: CreditNoteInput, userId: string | null) {
      const issueDate = today();
      const note = await repo.transaction(async (tx) => {
        const original = await tx.lock(workspaceId, id);
        if (!original) throw notFound();
        if (original.kind !== 'invoice' || ![...OPEN, 'paid'].includes(original.status)) throw new AppError(409, 'INVOICE_BAD_TRANSITION');
        const lines = await tx.lines(id);
        const credited = await tx.creditedQuantities(workspaceId, id);
        const left = (l: LineRow) => round3(Number(l.quantity) - (credited.get(l.id) ?? 0));
        const chosen = input.lines
          ? input.lines.map((c) => {
              const line = lines.find((l) => l.id === c.lineId);
              if (!line) throw new AppError(400, 'CREDIT_NOTE_LINE_NOT_FOUND');
              const qty = c.quantity ?? left(line);
              if (qty <= 0 || qty > left(line) + 1e-9) throw new AppError(400, 'CREDIT_NOTE_EXCEEDS');
              return { line, qty };
            })
          : lines.filter((l) => left(l) > 0).map((line) => ({ line, qty: left(line) }));
        if (!chosen.length) throw new AppError(409, 'CREDIT_NOTE_NOTHING_LEFT');
        const inputs = chosen.map(({ line, qty }) => {
          const base = lineAmountsOf(line);
          // an amount discount is credited in proportion to the quantity; a percentage stays as it is
          const discount = base.discountType === 'amount' ? Math.round((line.discountMinor * qty) / Number(line.quantity)) / 100 : base.discount;
          return {
            ...base,
            quantity: qty,
            discount,
            description: line.description,
            unit: line.unit,
            originalLineId: line.id,
            sellerItemId: line.sellerItemId,
            standardItemId: line.standardItemId,
            standardItemScheme: line.standardItemScheme,
            classifications: line.classifications,
            withholdingCode: line.withholdingCode,
            exciseCode: line.exciseCode,
          };
        });
        const net = computeTotals(inputs).subtotalMinor;
        const discount =
          original.discountType === 'percent'
            ? { type: 'percent' as const, value: Number(original.discountValue) }
            : { type: 'amount' as const, value: original.subtotalMinor ? Math.round((original.allowanceMinor * net) / original.subtotalMinor) / 100 : 0 };
        // the credit note credits lines (with their ÖTV and withholding) and the stopaj on them; document charges stay
        const stopajPercent = original.stopajPercent === null ? null : Number(original.stopajPercent);
        const totals = computeTotals(inputs, discount, { stopajPercent });
        const now = new Date();
        const created = await tx.insert(
          {
            workspaceId,
            kind: 'credit_note',
            status: 'issued',
            customerId: original.customerId,
            originalInvoiceId: id,
            currency: original.currency,
            exchangeRate: original.exchangeRate,
            issueDate,
            dueDate: issueDate,
            reference: original.number,
            design: original.design,
            discountType: discount.type,
            discountValue: discount.value.toFixed(2),
            taxExemptionReason: original.taxExemptionReason,
            taxExemptionReasonCode: original.taxExemptionReasonCode,
            taxExemptions: original.taxExemptions,
            exchangeRateManual: original.exchangeRateManual,
            buyerReference: original.buyerReference,
            stopajPercent: original.stopajPercent,
            contractReference: original.contractReference,
            projectReference: original.projectReference,
            invoicingPeriodStart: original.invoicingPeriodStart,
            invoicingPeriodEnd: original.invoicingPeriodEnd,
            paymentMeans: original.paymentMeans,
            trProfile: original.trProfile,
            trExemptionCode: original.trExemptionCode,
            trExemptionReason: original.trExemptionReason,
            deliveryDate: original.deliveryDate,
            seller: original.seller,
            buyer: original.buyer,
            creditReason: input.reason?.trim() || null,
            finalizedAt: now,
            createdBy: userId,
            ...totalsPatch(totals),
          },
          lineRows(inputs, totals),
        );
        const year = Number(issueDate.slice(0, 4));
        const seq = await tx.nextNumber(workspaceId, 'credit_note', year);
        const numbered = await tx.update(workspaceId, created.id, {
          number: formatInvoiceNumber(CREDIT_NOTE_PREFIX, year, seq),
          numberYear: year,
          numberSeq: seq,
        });
        const creditedMinor = original.creditedMinor + totals.dueMinor;
        const settled = OPEN.includes(original.status) && original.paidMinor + creditedMinor >= dueMinor(original);
        const settledRow = await tx.update(workspaceId, id, { creditedMinor, ...(settled ? { status: 'paid' as const, paidAt: now } : {}) });
        return { note: numbered ?? created, settledRow: settled ? settledRow : undefined };
      });
      if (note.settledRow) await paid(workspaceId, await invoicing.view(note.settledRow));
      return invoicing.view(note.note);
    },
  };
}
