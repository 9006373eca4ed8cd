// Public invoice links (no sign-in; the signed token is the key): JSON, the printable page and the PDF.
// Opening any of them marks a sent invoice viewed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@ulak/shared';
import { invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import type { AppContext } from '../../http/types.js';
import { sendFile } from './reply.js';

const tokenParams = z.object({ token: z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{32}$/, 'v.invalid') });
// a malformed token is a 400, an unknown one or a draft's a 404
const answers = <T>(ok: T) => ({ 200: ok, 400: apiErrorSchema, 404: apiErrorSchema });

// publicInvoiceRoutes registers /api/public/invoices/:token[/html|/pdf].
export async function publicInvoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { documents } = ctx.services.invoicing;
  const tags = ['public invoices'];
  r.get(
    '/api/public/invoices/:token',
    {
      schema: {
        tags,
        summary: 'The invoice behind a customer link (JSON); the first open moves sent → viewed',
        params: tokenParams,
        response: answers(R.publicInvoice),
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { success: true, invoice: await documents.publicJson(req.params.token) };
    },
  );
  r.get(
    '/api/public/invoices/:token/html',
    {
      schema: {
        tags,
        summary: 'The printable invoice page a customer opens from the email (marks it viewed)',
        params: tokenParams,
        response: answers(R.publicHtml),
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        )
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .send(await documents.publicHtml(req.params.token)),
  );
  r.get(
    '/api/public/invoices/:token/pdf',
    { schema: { tags, summary: 'The invoice PDF for the customer (marks it viewed)', params: tokenParams, response: answers(R.publicPdf) } },
    async (req, reply) => sendFile(reply, await documents.publicPdf(req.params.token), 'application/pdf', true),
  );
}
