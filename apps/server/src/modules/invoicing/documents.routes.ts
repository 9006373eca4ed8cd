// HTTP routes of an invoice's outputs (signed-in workspace): sending it by email, and its PDF, printable page, UBL and
// CII e-invoices.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVOICE_DESIGNS, sendInvoiceSchema } from '@ulak/shared';
import { documentResponse, invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import { idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { sendFile } from './reply.js';
import { answers, signedIn } from './route-support.js';

const flag = z.enum(['true', 'false', '1', '0'], 'v.invalid').optional();
const on = (v?: string) => v === 'true' || v === '1';

// documentsRoutes registers /api/invoices/:id/send, /pdf, /html, /ubl and /cii.
export async function documentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { documents } = ctx.services.invoicing;
  const s = signedIn('invoices');

  r.post(
    '/api/invoices/:id/send',
    {
      schema: {
        ...s,
        summary: 'Email the invoice with its PDF attached and a link to its public page (finalising a draft first); to defaults to the customer’s email',
        params: idParams,
        body: sendInvoiceSchema.nullish(),
        response: answers(R.sent),
      },
    },
    async (req) => ({ success: true, ...(await documents.send(workspaceOf(req), req.params.id, req.body ?? {})) }),
  );

  r.get(
    '/api/invoices/:id/pdf',
    {
      schema: {
        ...s,
        summary:
          'PDF in a design (default: the invoice’s); facturx=true gives a Factur-X (EN 16931) PDF/A-3b with the CII XML attached; inline=true to display',
        params: idParams,
        querystring: z.object({ design: z.enum(INVOICE_DESIGNS, 'v.invalid').optional(), facturx: flag, inline: flag }),
        response: answers(documentResponse('application/pdf')),
      },
    },
    async (req, reply) =>
      sendFile(
        reply,
        await documents.pdf(workspaceOf(req), req.params.id, { design: req.query.design, facturX: on(req.query.facturx) }),
        'application/pdf',
        on(req.query.inline),
      ),
  );
  r.get(
    '/api/invoices/:id/html',
    {
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
        .send(await documents.html(workspaceOf(req), req.params.id)),
  );
  r.get(
    '/api/invoices/:id/ubl',
    {
      schema: {
        ...s,
        summary:
          'UBL 2.1 e-invoice (Invoice 380 / CreditNote 381) conforming to EN 16931; profile=peppol (default, Peppol BIS Billing 3.0) or en16931. 409 for drafts; 422 naming missing seller or buyer data',
        params: idParams,
        querystring: z.object({ profile: z.enum(['peppol', 'en16931'], 'v.invalid').default('peppol') }),
        response: answers(documentResponse('application/xml')),
      },
    },
    async (req, reply) => sendFile(reply, await documents.ubl(workspaceOf(req), req.params.id, req.query.profile), 'application/xml; charset=utf-8'),
  );
  r.get(
    '/api/invoices/:id/cii',
    {
      schema: {
        ...s,
        summary: 'UN/CEFACT Cross Industry Invoice (D16B) in the EN 16931 profile. 409 for drafts; 422 naming missing data',
        params: idParams,
        response: answers(documentResponse('application/xml')),
      },
    },
    async (req, reply) => sendFile(reply, await documents.cii(workspaceOf(req), req.params.id), 'application/xml; charset=utf-8'),
  );
}
