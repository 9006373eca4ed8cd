// HTTP routes of an invoice's supporting documents (BG-24, embedded in its e-invoices): list, upload (base64 JSON,
// type sniffed from the bytes), download and delete; uploads and deletes on drafts only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, attachmentInputSchema } from '@ulak/shared';
import { documentResponse, invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import { idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { answers, creates, signedIn } from './route-support.js';

const attachmentParams = idParams.extend({ attachmentId: z.uuid('v.invalid') });

// attachmentsRoutes registers /api/invoices/:id/attachments and /api/invoices/:id/attachments/:attachmentId.
export async function attachmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { attachments } = ctx.services.invoicing;
  const s = signedIn('invoices');

  r.get(
    '/api/invoices/:id/attachments',
    { schema: { ...s, summary: 'The supporting documents of an invoice (BG-24), without their bytes', params: idParams, response: answers(R.attachments) } },
    async (req) => ({ success: true, attachments: await attachments.list(workspaceOf(req), req.params.id) }),
  );
  r.post(
    '/api/invoices/:id/attachments',
    {
      // base64 of 2 MB plus the JSON around it
      bodyLimit: Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        ...s,
        summary:
          'Attach a supporting document to a draft (embedded in its UBL, CII and Factur-X): PDF, PNG, JPEG, CSV, XLSX or ODS, read from the bytes (content, base64), at most 2 MB and 5 per invoice',
        params: idParams,
        body: attachmentInputSchema,
        response: creates(R.attachment),
      },
    },
    async (req, reply) => reply.status(201).send({ success: true, attachment: await attachments.add(workspaceOf(req), req.params.id, req.body) }),
  );
  r.get(
    '/api/invoices/:id/attachments/:attachmentId',
    { schema: { ...s, summary: 'The file of an attachment', params: attachmentParams, response: answers(documentResponse('the attachment’s type')) } },
    async (req, reply) => {
      const file = await attachments.file(workspaceOf(req), req.params.id, req.params.attachmentId);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
  r.delete(
    '/api/invoices/:id/attachments/:attachmentId',
    { schema: { ...s, summary: 'Remove an attachment of a draft', params: attachmentParams, response: answers(R.done) } },
    async (req) => {
      await attachments.remove(workspaceOf(req), req.params.id, req.params.attachmentId);
      return { success: true };
    },
  );
}
