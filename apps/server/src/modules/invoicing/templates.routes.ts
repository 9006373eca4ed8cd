// HTTP routes of the invoice designs (signed-in workspace): the four designs with the company's colours, and a sample
// invoice in each.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVOICE_DESIGNS } from '@ulak/shared';
import { invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import { requestLanguage } from '../../http/error-handler.js';
import { workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { sendFile } from './reply.js';
import { answers, signedIn } from './route-support.js';

const designParams = z.object({ design: z.enum(INVOICE_DESIGNS, 'v.invalid') });

// templatesRoutes registers /api/invoices/templates and /api/invoices/templates/:design/preview.
export async function templatesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { templates } = ctx.services.invoicing;
  const s = signedIn('invoices');

  r.get(
    '/api/invoices/templates',
    {
      schema: {
        ...s,
        summary: 'The four PDF designs (standard, corporate, minimal, colorful) with the company’s colours and a preview URL',
        response: answers(R.templates),
      },
    },
    async (req) => ({ success: true, templates: await templates.list(workspaceOf(req), requestLanguage(req)) }),
  );
  r.get(
    '/api/invoices/templates/:design/preview',
    {
      schema: {
        ...s,
        summary: 'A sample invoice in a design, with the company’s logo and colours (PDF)',
        params: designParams,
        response: answers(R.templatePreview),
      },
    },
    async (req, reply) => sendFile(reply, await templates.preview(workspaceOf(req), req.params.design, requestLanguage(req)), 'application/pdf', true),
  );
}
