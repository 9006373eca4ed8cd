// HTTP routes of what settles an invoice (signed-in workspace): recorded payments and credit notes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditNoteInputSchema, paymentInputSchema } from '@ulak/shared';
import { invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import { idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { answers, creates, signedIn, userOf } from './route-support.js';

// paymentsRoutes registers /api/invoices/:id/payments, /credit-note and /credit-notes.
export async function paymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { invoices, payments } = ctx.services.invoicing;
  const s = signedIn('invoices');

  r.get(
    '/api/invoices/:id/payments',
    { schema: { ...s, summary: 'Payments recorded against an invoice', params: idParams, response: answers(R.payments) } },
    async (req) => ({ success: true, payments: await payments.list(workspaceOf(req), req.params.id) }),
  );
  r.post(
    '/api/invoices/:id/payments',
    {
      schema: {
        ...s,
        summary:
          'Record a (partial) payment: bank_transfer, credit_card, paypal or crypto, up to the balance; when payments and credit notes cover the total the invoice becomes paid',
        params: idParams,
        body: paymentInputSchema,
        response: creates(R.paymentAdded),
      },
    },
    async (req, reply) => reply.status(201).send({ success: true, ...(await payments.add(workspaceOf(req), req.params.id, req.body, userOf(req))) }),
  );
  r.post(
    '/api/invoices/:id/credit-note',
    {
      schema: {
        ...s,
        summary:
          'Issue a credit note (CN-{YYYY}-{###}) for chosen lines of an issued invoice (default: everything not yet credited); it references the original and lowers its balance',
        params: idParams,
        body: creditNoteInputSchema,
        response: creates(R.creditNote),
      },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true, creditNote: await payments.creditNote(workspaceOf(req), req.params.id, req.body, userOf(req)) }),
  );
  r.get(
    '/api/invoices/:id/credit-notes',
    { schema: { ...s, summary: 'Credit notes issued against an invoice', params: idParams, response: answers(R.creditNotes) } },
    async (req) => ({ success: true, creditNotes: await invoices.creditNotes(workspaceOf(req), req.params.id) }),
  );
}
