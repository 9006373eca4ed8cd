// HTTP routes of the saved templates and the starter gallery (signed-in workspace): list, edit, duplicate, preview
// with sample values and send as a test.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendingResponses as S, TEST_SENDS_PER_HOUR, templateInputSchema, testSendResultSchema, testSendSchema } from '@ulak/shared';
import { requireVerifiedEmail } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/error-handler.js';
import { bearer, idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { localizedTestResult } from '../campaigns/index.js';
import { galleryList } from './gallery.js';
import { templateView } from './templates.service.js';

// templatesRoutes registers /api/templates and /api/email-sending/templates (authenticated scope).
export async function templatesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { templates, testSends } = ctx.services;
  const t = { tags: ['templates'], security: bearer };
  r.get('/api/templates', { schema: { ...t, summary: 'Templates of the workspace', response: { 200: S.templates } } }, async (req) => ({
    success: true,
    templates: await templates.list(workspaceOf(req)),
  }));
  r.get('/api/email-sending/templates', { schema: { ...t, summary: 'Templates (the wizard’s call)', response: { 200: S.templates } } }, async (req) => ({
    success: true,
    templates: await templates.list(workspaceOf(req)),
  }));
  r.get('/api/templates/gallery', { schema: { ...t, summary: 'Starter gallery in the request language', response: { 200: S.gallery } } }, async (req) => ({
    templates: galleryList(requestLanguage(req)),
  }));
  r.post(
    '/api/templates/gallery/:key',
    {
      schema: {
        ...t,
        summary: 'Copy a starter into the workspace',
        params: z.object({ key: z.string().regex(/^[a-z-]{1,40}$/, 'v.invalid') }),
        response: { 201: S.template },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true, template: await templates.fromGallery(workspaceOf(req), req.params.key, requestLanguage(req)) }),
  );
  r.post(
    '/api/templates',
    {
      schema: { ...t, summary: 'Create a template (MJML compiled on the server; text part derived)', body: templateInputSchema, response: { 201: S.template } },
    },
    async (req, reply) => reply.status(201).send({ success: true, template: await templates.create(workspaceOf(req), req.body) }),
  );
  r.get(
    '/api/templates/:id',
    { schema: { ...t, summary: 'One template (by id or slug)', params: z.object({ id: z.string().max(80) }), response: { 200: S.template } } },
    async (req) => ({ success: true, template: templateView(await templates.get(workspaceOf(req), req.params.id)) }),
  );
  r.put(
    '/api/templates/:id',
    { schema: { ...t, summary: 'Update a template', params: idParams, body: templateInputSchema, response: { 200: S.template } } },
    async (req) => ({
      success: true,
      template: await templates.update(workspaceOf(req), req.params.id, req.body),
    }),
  );
  r.delete('/api/templates/:id', { schema: { ...t, summary: 'Delete a template', params: idParams, response: { 200: S.done } } }, async (req) => {
    await templates.remove(workspaceOf(req), req.params.id);
    return { success: true };
  });
  r.post(
    '/api/templates/:id/duplicate',
    { schema: { ...t, summary: 'Duplicate a template', params: idParams, response: { 201: S.template } } },
    async (req, reply) => reply.status(201).send({ success: true, template: await templates.duplicate(workspaceOf(req), req.params.id, requestLanguage(req)) }),
  );
  r.post(
    '/api/templates/:id/test',
    {
      preHandler: requireVerifiedEmail,
      schema: {
        ...t,
        body: testSendSchema,
        params: idParams,
        response: { 200: testSendResultSchema },
        summary: `Send the template as a test ("[Test]" subject, X-Ulak-Test: 1) to up to 5 addresses, personalised as a contact; ${TEST_SENDS_PER_HOUR} tests an hour`,
      },
    },
    async (req) => localizedTestResult(await testSends.template(workspaceOf(req), req.params.id, req.body), requestLanguage(req)),
  );
  r.get(
    '/api/templates/:slug/preview',
    {
      schema: {
        ...t,
        summary: 'The template rendered with sample values (HTML)',
        params: z.object({ slug: z.string().max(80) }),
        response: { 200: S.templatePreview },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; img-src * data:; style-src 'unsafe-inline'")
        .send(await templates.preview(workspaceOf(req), req.params.slug)),
  );
}
