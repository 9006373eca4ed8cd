// The platform admin's capture mailbox: everything the product sent while no relay is configured.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, publicSiteResponses as P, siteResponses, type PublicSiteAnswer } from '@ulak/shared';
import { notFound } from '../../http/errors.js';
import { idParams } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { mailboxItemView, mailboxMessageView } from './mailbox.views.js';

const attachmentParams = z.object({ id: z.uuid('v.invalid'), index: z.coerce.number().int().min(0).max(1000) });
/** Types served as they are; anything else (HTML, SVG, scripts) downloads as bytes so it cannot run on our origin. */
const SAFE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'text/plain',
  'text/csv',
  'application/xml',
  'text/xml',
  'application/zip',
]);

// contentDisposition builds an attachment header with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987).
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

// mailboxRoutes registers /api/admin/mailbox (admin only).
export async function mailboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mailbox } = ctx.services;
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  r.get(
    '/api/admin/mailbox',
    {
      schema: {
        ...common,
        summary: 'Captured messages, newest first',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: P.mailbox, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req): Promise<PublicSiteAnswer<'mailbox'>> => {
      const { page, limit } = req.query;
      const { items, total } = await mailbox.list(limit, (page - 1) * limit);
      return { items: items.map(mailboxItemView), total, page, limit, mode: ctx.mailer.mode };
    },
  );

  r.get(
    '/api/admin/mailbox/:id',
    {
      schema: {
        ...common,
        summary: 'One captured message with its HTML and text parts',
        params: idParams,
        response: { 200: P.mailboxMessage, 404: apiErrorSchema },
      },
    },
    async (req): Promise<PublicSiteAnswer<'mailboxMessage'>> => {
      const row = await mailbox.get(req.params.id);
      if (!row) throw notFound();
      return { message: mailboxMessageView(row, await mailbox.attachments(row.id)) };
    },
  );

  r.get(
    '/api/admin/mailbox/:id/attachments/:index',
    {
      schema: {
        ...common,
        summary: 'Download one attachment of a captured message (404 when it has none at that index)',
        params: attachmentParams,
        response: { 200: siteResponses.attachment },
      },
    },
    async (req, reply) => {
      const file = await mailbox.attachment(req.params.id, req.params.index);
      if (!file) throw notFound();
      const type = file.contentType.toLowerCase().split(';')[0].trim();
      return reply
        .header('content-type', SAFE_TYPES.has(type) ? type : 'application/octet-stream')
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.content);
    },
  );

  r.delete(
    '/api/admin/mailbox/:id',
    {
      schema: {
        ...common,
        summary: 'Delete a captured message',
        params: idParams,
        response: { 200: P.done, 404: apiErrorSchema },
      },
    },
    async (req): Promise<PublicSiteAnswer<'done'>> => {
      if (!(await mailbox.remove(req.params.id))) throw notFound();
      return { success: true };
    },
  );
}
