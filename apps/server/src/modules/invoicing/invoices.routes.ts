// HTTP routes of invoices (signed-in workspace): the list, drafts (create, edit, delete), finalise, cancel and the
// totals preview of draft lines.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invoiceInputSchema, invoiceListQuerySchema, invoiceUpdateSchema, totalsPreviewSchema } from '@ulak/shared';
import { invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import { idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { answers, creates, signedIn, userOf } from './route-support.js';

// invoicesRoutes registers /api/invoices, /api/invoices/totals and the lifecycle of /api/invoices/:id.
export async function invoicesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { invoices } = ctx.services.invoicing;
  const s = signedIn('invoices');

  r.get(
    '/api/invoices',
    {
      schema: {
        ...s,
        summary:
          'Invoices and credit notes: filters (status, kind, customer, search over number/customer/reference, issue-date range), whitelisted sort, page pagination (limit ≤ 100). Rows: id, number, customer, amount (negative for credit notes), currency, status, statusLabel, dueDate, createdAt',
        querystring: invoiceListQuerySchema,
        response: answers(R.page),
      },
    },
    async (req) => ({ success: true, ...(await invoices.list(workspaceOf(req), req.query)) }),
  );

  r.post(
    '/api/invoices',
    {
      schema: {
        ...s,
        summary:
          'Create a draft. Money in major units (2 decimals; unit prices up to 4), stored in minor units (unit prices in ten-thousandths); totals computed here (line net = qty × price − discount rounded per line; VAT rounded per rate). Currency TRY/USD/EUR/GBP (default TRY) with the TRY rate stored; due date defaults to issue date + payment term (30 days). Each line’s VAT rate must be in the workspace list (default 0, 1, 8, 10, 18, 20 — Turkish VAT is 20/10 since July 2023; the specification’s 0/1/8/18 predate that); default rate 20',
        body: invoiceInputSchema,
        response: creates(R.invoice),
      },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true, invoice: await invoices.view(await invoices.create(workspaceOf(req), userOf(req), req.body)) }),
  );

  r.get(
    '/api/invoices/:id',
    {
      schema: {
        ...s,
        summary: 'One invoice with lines, VAT breakdown, totals, payments summary, public link (once issued) and recurring schedule',
        params: idParams,
        response: answers(R.invoice),
      },
    },
    async (req) => ({ success: true, invoice: await invoices.get(workspaceOf(req), req.params.id) }),
  );
  r.put(
    '/api/invoices/:id',
    {
      schema: {
        ...s,
        summary: 'Edit a draft (409 once issued); given lines replace all lines; totals recomputed',
        params: idParams,
        body: invoiceUpdateSchema,
        response: answers(R.invoice),
      },
    },
    async (req) => ({ success: true, invoice: await invoices.update(workspaceOf(req), req.params.id, req.body) }),
  );
  r.delete(
    '/api/invoices/:id',
    {
      schema: { ...s, summary: 'Delete a draft (a numbered invoice is kept: cancel it or issue a credit note)', params: idParams, response: answers(R.done) },
    },
    async (req) => {
      await invoices.remove(workspaceOf(req), req.params.id);
      return { success: true };
    },
  );

  r.post(
    '/api/invoices/:id/finalize',
    {
      schema: {
        ...s,
        summary:
          'Issue a draft without emailing: allocates the next gap-free number INV-{YYYY}-{###} (prefix from company settings) in the same transaction, freezes seller and buyer, stores the exchange rate; status → sent',
        params: idParams,
        response: answers(R.invoice),
      },
    },
    async (req) => ({ success: true, invoice: await invoices.view(await invoices.finalize(workspaceOf(req), req.params.id)) }),
  );
  r.post(
    '/api/invoices/:id/cancel',
    {
      schema: {
        ...s,
        summary: 'Cancel an unpaid invoice (draft, sent, viewed, overdue); it keeps its number. With payments, issue a credit note instead',
        params: idParams,
        response: answers(R.invoice),
      },
    },
    async (req) => ({ success: true, invoice: await invoices.cancel(workspaceOf(req), req.params.id) }),
  );

  r.post(
    '/api/invoices/totals',
    {
      schema: {
        ...s,
        summary: 'Totals of draft lines without saving (the same arithmetic as saving)',
        body: totalsPreviewSchema,
        response: answers(R.totals),
      },
    },
    async (req) => ({ success: true, ...(await invoices.previewTotals(workspaceOf(req), req.body)) }),
  );
}
