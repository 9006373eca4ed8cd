// HTTP routes of invoices (signed-in workspace): list, CRUD of drafts, finalise, send, cancel, payments, credit notes,
// recurring schedules and the outputs (PDF, HTML, UBL, CII). Customers, settings and public links are in the sibling files.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVOICE_DESIGNS,
  creditNoteInputSchema,
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceUpdateSchema,
  paymentInputSchema,
  recurringInputSchema,
  sendInvoiceSchema,
} from '@ulak/shared';
import { apiErrorSchema } from '@ulak/shared';
import { documentResponse, invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import { session } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/error-handler.js';
import type { AppContext } from '../../http/types.js';
import { customersRoutes } from './customers.routes.js';
import { publicInvoiceRoutes } from './public.routes.js';
import { sendFile } from './reply.js';

const idParams = z.object({ id: z.uuid('v.invalid') });
const flag = z.enum(['true', 'false', '1', '0'], 'v.invalid').optional();
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const answers = <T>(ok: T, code: 200 | 201 = 200) => ({ [code]: ok, ...errors }) as { 200: T } & typeof errors;

// invoicingRoutes registers /api/invoices/*, /api/admin/company-settings and /api/public/invoices/*.
export async function invoicingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { invoices, payments, documents, schedules } = ctx.services.invoicing;
  const preHandler = ctx.guards.requireUser;
  const s = { tags: ['invoices'], security: [{ bearer: [] }] };
  const ws = (req: Parameters<typeof session>[0]) => session(req).workspaceId;
  const user = (req: Parameters<typeof session>[0]) => session(req).user.id;

  await customersRoutes(app, ctx);
  await publicInvoiceRoutes(app, ctx);

  r.get(
    '/api/invoices',
    {
      preHandler,
      schema: {
        ...s,
        summary:
          'Invoices and credit notes: filters (status, kind, customer, search over number/customer/reference, issue-date range), whitelisted sort, page pagination (limit ≤ 100). Rows: id, number, customer, amount (negative for credit notes), currency, status, statusLabel, dueDate, createdAt',
        querystring: invoiceListQuerySchema,
        response: answers(R.page),
      },
    },
    async (req) => ({ success: true, ...(await invoices.list(ws(req), req.query)) }),
  );

  r.post(
    '/api/invoices',
    {
      preHandler,
      schema: {
        ...s,
        summary:
          'Create a draft. Money in major units (2 decimals; unit prices up to 4), stored in minor units (unit prices in ten-thousandths); totals computed here (line net = qty × price − discount rounded per line; VAT rounded per rate). Currency TRY/USD/EUR/GBP (default TRY) with the TRY rate stored; due date defaults to issue date + payment term (30 days). Each line’s VAT rate must be in the workspace list (default 0, 1, 8, 10, 18, 20 — Turkish VAT is 20/10 since July 2023; the specification’s 0/1/8/18 predate that); default rate 20',
        body: invoiceInputSchema,
        response: { 201: R.invoice, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ success: true, invoice: await invoices.view(await invoices.create(ws(req), user(req), req.body)) }),
  );

  r.get(
    '/api/invoices/:id',
    {
      preHandler,
      schema: {
        ...s,
        summary: 'One invoice with lines, VAT breakdown, totals, payments summary, public link (once issued) and recurring schedule',
        params: idParams,
        response: answers(R.invoice),
      },
    },
    async (req) => ({
      success: true,
      invoice: await invoices.get(ws(req), req.params.id),
    }),
  );
  r.put(
    '/api/invoices/:id',
    {
      preHandler,
      schema: {
        ...s,
        summary: 'Edit a draft (409 once issued); given lines replace all lines; totals recomputed',
        params: idParams,
        body: invoiceUpdateSchema,
        response: answers(R.invoice),
      },
    },
    async (req) => ({
      success: true,
      invoice: await invoices.update(ws(req), req.params.id, req.body),
    }),
  );
  r.delete(
    '/api/invoices/:id',
    {
      preHandler,
      schema: { ...s, summary: 'Delete a draft (a numbered invoice is kept: cancel it or issue a credit note)', params: idParams, response: answers(R.done) },
    },
    async (req) => {
      await invoices.remove(ws(req), req.params.id);
      return { success: true };
    },
  );

  r.post(
    '/api/invoices/:id/finalize',
    {
      preHandler,
      schema: {
        ...s,
        summary:
          'Issue a draft without emailing: allocates the next gap-free number INV-{YYYY}-{###} (prefix from company settings) in the same transaction, freezes seller and buyer, stores the exchange rate; status → sent',
        params: idParams,
        response: answers(R.invoice),
      },
    },
    async (req) => ({ success: true, invoice: await invoices.view(await invoices.finalize(ws(req), req.params.id)) }),
  );
  r.post(
    '/api/invoices/:id/send',
    {
      preHandler,
      schema: {
        ...s,
        summary: 'Email the invoice with its PDF attached and a link to its public page (finalising a draft first); to defaults to the customer’s email',
        params: idParams,
        body: sendInvoiceSchema.nullish(),
        response: answers(R.sent),
      },
    },
    async (req) => ({ success: true, ...(await documents.send(ws(req), req.params.id, req.body ?? {})) }),
  );
  r.post(
    '/api/invoices/:id/cancel',
    {
      preHandler,
      schema: {
        ...s,
        summary: 'Cancel an unpaid invoice (draft, sent, viewed, overdue); it keeps its number. With payments, issue a credit note instead',
        params: idParams,
        response: answers(R.invoice),
      },
    },
    async (req) => ({
      success: true,
      invoice: await invoices.cancel(ws(req), req.params.id),
    }),
  );

  r.get(
    '/api/invoices/:id/payments',
    { preHandler, schema: { ...s, summary: 'Payments recorded against an invoice', params: idParams, response: answers(R.payments) } },
    async (req) => ({ success: true, payments: await payments.list(ws(req), req.params.id) }),
  );
  r.post(
    '/api/invoices/:id/payments',
    {
      preHandler,
      schema: {
        ...s,
        summary:
          'Record a (partial) payment: bank_transfer, credit_card, paypal or crypto, up to the balance; when payments and credit notes cover the total the invoice becomes paid',
        params: idParams,
        body: paymentInputSchema,
        response: { 201: R.paymentAdded, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ success: true, ...(await payments.add(ws(req), req.params.id, req.body, user(req))) }),
  );
  r.post(
    '/api/invoices/:id/credit-note',
    {
      preHandler,
      schema: {
        ...s,
        summary:
          'Issue a credit note (CN-{YYYY}-{###}) for chosen lines of an issued invoice (default: everything not yet credited); it references the original and lowers its balance',
        params: idParams,
        body: creditNoteInputSchema,
        response: { 201: R.creditNote, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ success: true, creditNote: await payments.creditNote(ws(req), req.params.id, req.body, user(req)) }),
  );
  r.get(
    '/api/invoices/:id/credit-notes',
    { preHandler, schema: { ...s, summary: 'Credit notes issued against an invoice', params: idParams, response: answers(R.creditNotes) } },
    async (req) => ({ success: true, creditNotes: await invoices.creditNotes(ws(req), req.params.id) }),
  );

  r.put(
    '/api/invoices/:id/recurring',
    {
      preHandler,
      schema: {
        ...s,
        summary:
          'Repeat this invoice monthly, quarterly or yearly from startDate (until endDate); each run creates a draft, or issues and emails it with autoSend',
        params: idParams,
        body: recurringInputSchema,
        response: answers(R.recurring),
      },
    },
    async (req) => ({ success: true, recurring: await schedules.setRecurring(ws(req), req.params.id, req.body, requestLanguage(req)) }),
  );
  r.delete(
    '/api/invoices/:id/recurring',
    { preHandler, schema: { ...s, summary: 'Stop repeating this invoice', params: idParams, response: answers(R.done) } },
    async (req) => {
      await schedules.removeRecurring(ws(req), req.params.id);
      return { success: true };
    },
  );

  r.get(
    '/api/invoices/:id/pdf',
    {
      preHandler,
      schema: {
        ...s,
        summary:
          'PDF in a design (default: the invoice’s); facturx=true gives a Factur-X (EN 16931) PDF/A-3b with the CII XML attached; inline=true to display',
        params: idParams,
        querystring: z.object({ design: z.enum(INVOICE_DESIGNS, 'v.invalid').optional(), facturx: flag, inline: flag }),
        response: answers(documentResponse('application/pdf')),
      },
    },
    async (req, reply) => {
      const on = (v?: string) => v === 'true' || v === '1';
      return sendFile(
        reply,
        await documents.pdf(ws(req), req.params.id, { design: req.query.design, facturX: on(req.query.facturx) }),
        'application/pdf',
        on(req.query.inline),
      );
    },
  );
  r.get(
    '/api/invoices/:id/html',
    {
      preHandler,
      schema: {
        ...s,
        summary: 'The printable HTML page (owner preview; does not mark the invoice viewed)',
        params: idParams,
        response: answers(documentResponse('text/html')),
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'")
        .send(await documents.html(ws(req), req.params.id)),
  );
  r.get(
    '/api/invoices/:id/ubl',
    {
      preHandler,
      schema: {
        ...s,
        summary:
          'UBL 2.1 e-invoice (Invoice 380 / CreditNote 381) conforming to EN 16931; profile=peppol (default, Peppol BIS Billing 3.0) or en16931. 409 for drafts; 422 naming missing seller or buyer data',
        params: idParams,
        querystring: z.object({ profile: z.enum(['peppol', 'en16931'], 'v.invalid').default('peppol') }),
        response: answers(documentResponse('application/xml')),
      },
    },
    async (req, reply) => sendFile(reply, await documents.ubl(ws(req), req.params.id, req.query.profile), 'application/xml; charset=utf-8'),
  );
  r.get(
    '/api/invoices/:id/cii',
    {
      preHandler,
      schema: {
        ...s,
        summary: 'UN/CEFACT Cross Industry Invoice (D16B) in the EN 16931 profile. 409 for drafts; 422 naming missing data',
        params: idParams,
        response: answers(documentResponse('application/xml')),
      },
    },
    async (req, reply) => sendFile(reply, await documents.cii(ws(req), req.params.id), 'application/xml; charset=utf-8'),
  );
}
