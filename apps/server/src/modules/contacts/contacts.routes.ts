// HTTP routes of the audience: contacts, lists, segments, imports, export, suppressions (signed-in workspace).
import { sendStream } from '../../http/stream.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkActionSchema,
  contactInputSchema,
  contactQuerySchema,
  contactUpdateSchema,
  emailField,
  importMappingSchema,
  listInputSchema,
  ruleGroupSchema,
  segmentInputSchema,
} from '@ulak/shared';
import { audienceResponses as R } from '@ulak/shared/audience-responses';
import { session } from '../../http/auth-guard.js';
import { AppError } from '../../http/errors.js';
import { requestLanguage } from '../../http/error-handler.js';
import { idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { IMPORT_MAX_BYTES } from './import.service.js';

const filterQuery = contactQuerySchema.pick({ search: true, status: true, listId: true, segmentId: true, tag: true });

// contactsRoutes registers /api/contacts/* for the signed-in workspace.
export async function contactsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { contacts, imports } = ctx.services;
  const tags = ['contacts'];
  const security = [{ bearer: [] }];

  r.get(
    '/api/contacts',
    {
      schema: {
        tags,
        security,
        summary: 'Contacts: search, filters (status, list, segment, tag), sort and keyset pagination (pass nextCursor back as cursor)',
        description:
          'search is a word-prefix search, case-insensitive: every word typed must begin a word of the contact: the whole email address, its domain, ' +
          'the first or last name, or a word of the company ("meh kay" finds Mehmet Kaya, "gmail" finds @gmail.com addresses, a full address finds that contact). ' +
          'For substring matches inside an address use a segment rule (email contains).',
        querystring: contactQuerySchema,
        response: { 200: R.page },
      },
    },
    async (req) => contacts.list(workspaceOf(req), req.query),
  );

  r.get(
    '/api/contacts/count',
    { schema: { tags, security, summary: 'Number of contacts matching the filters', querystring: filterQuery, response: { 200: R.count } } },
    async (req) => ({ count: await contacts.count(workspaceOf(req), req.query) }),
  );
  r.get('/api/contacts/stats', { schema: { tags, security, summary: 'Totals by status', response: { 200: R.stats } } }, async (req) =>
    contacts.stats(workspaceOf(req)),
  );

  r.get(
    '/api/contacts/export',
    {
      schema: {
        tags,
        security,
        summary: 'CSV export of the contacts matching the filters (a list or a segment), streamed',
        querystring: filterQuery,
        response: { 200: R.csv },
      },
    },
    async (req, reply) => {
      const pages = await contacts.exportCsv(workspaceOf(req), req.query);
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${contacts.exportFileName(req.query)}"`);
      return sendStream(reply, pages);
    },
  );

  r.post(
    '/api/contacts',
    {
      schema: {
        tags,
        security,
        summary: 'Create a contact (double opt-in lists send a confirmation email)',
        body: contactInputSchema,
        response: { 201: R.contact },
      },
    },
    async (req, reply) => reply.status(201).send({ contact: await contacts.create(workspaceOf(req), req.body, requestLanguage(req)) }),
  );
  r.post(
    '/api/contacts/bulk',
    {
      schema: { tags, security, summary: 'Bulk tag, untag, add to or remove from a list, delete', body: bulkActionSchema, response: { 200: R.bulk } },
    },
    async (req) => contacts.bulk(workspaceOf(req), req.body),
  );

  // lists
  r.get('/api/contacts/lists', { schema: { tags, security, summary: 'Lists with member counts', response: { 200: R.lists } } }, async (req) => ({
    lists: await contacts.lists(workspaceOf(req)),
  }));
  r.post(
    '/api/contacts/lists',
    { schema: { tags, security, summary: 'Create a list', body: listInputSchema, response: { 201: R.list } } },
    async (req, reply) => reply.status(201).send({ list: await contacts.createList(workspaceOf(req), req.body) }),
  );
  r.patch(
    '/api/contacts/lists/:id',
    { schema: { tags, security, summary: 'Update a list', params: idParams, body: listInputSchema.partial(), response: { 200: R.list } } },
    async (req) => ({ list: await contacts.updateList(workspaceOf(req), req.params.id, req.body) }),
  );
  r.delete(
    '/api/contacts/lists/:id',
    { schema: { tags, security, summary: 'Delete a list (its contacts stay)', params: idParams, response: { 200: R.done } } },
    async (req) => {
      await contacts.deleteList(workspaceOf(req), req.params.id);
      return { success: true };
    },
  );

  // segments
  r.get(
    '/api/contacts/segments',
    { schema: { tags, security, summary: 'Segments with their current counts', response: { 200: R.segments } } },
    async (req) => ({
      segments: await contacts.segments(workspaceOf(req)),
    }),
  );
  r.post(
    '/api/contacts/segments',
    { schema: { tags, security, summary: 'Create a segment from a rule tree', body: segmentInputSchema, response: { 201: R.segment } } },
    async (req, reply) => reply.status(201).send({ segment: await contacts.createSegment(workspaceOf(req), req.body) }),
  );
  r.post(
    '/api/contacts/segments/count',
    {
      schema: {
        tags,
        security,
        summary: 'Live count of a rule tree while editing',
        body: z.strictObject({ rules: ruleGroupSchema }),
        response: { 200: R.count },
      },
    },
    async (req) => ({ count: await contacts.countRules(workspaceOf(req), req.body.rules) }),
  );
  r.patch(
    '/api/contacts/segments/:id',
    { schema: { tags, security, summary: 'Update a segment', params: idParams, body: segmentInputSchema.partial(), response: { 200: R.segment } } },
    async (req) => ({ segment: await contacts.updateSegment(workspaceOf(req), req.params.id, req.body) }),
  );
  r.delete(
    '/api/contacts/segments/:id',
    { schema: { tags, security, summary: 'Delete a segment', params: idParams, response: { 200: R.done } } },
    async (req) => {
      await contacts.deleteSegment(workspaceOf(req), req.params.id);
      return { success: true };
    },
  );

  // suppression list
  r.get(
    '/api/contacts/suppressions',
    {
      schema: {
        tags,
        security,
        summary: 'Suppressed addresses (never sent to)',
        querystring: z.object({
          search: z.string().max(200).optional(),
          page: z.coerce.number().int().min(1).max(100000).default(1),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: R.suppressions },
      },
    },
    async (req) => contacts.listSuppressions(workspaceOf(req), req.query),
  );
  r.post(
    '/api/contacts/suppressions',
    { schema: { tags, security, summary: 'Block an address by hand', body: z.strictObject({ email: emailField }), response: { 201: R.done } } },
    async (req, reply) => {
      await contacts.suppressManually(workspaceOf(req), req.body.email);
      return reply.status(201).send({ success: true });
    },
  );
  r.delete(
    '/api/contacts/suppressions/:email',
    {
      schema: {
        tags,
        security,
        summary: 'Lift a suppression (the contact is subscribed again)',
        params: z.object({ email: emailField }),
        response: { 200: R.done },
      },
    },
    async (req) => {
      await contacts.unsuppress(workspaceOf(req), req.params.email);
      return { success: true };
    },
  );
  r.get(
    '/api/contacts/webhook',
    { schema: { tags, security, summary: "The workspace's delivery-event webhook URL (bounces, complaints)", response: { 200: R.webhook } } },
    async (req) => ({ url: contacts.webhookUrl(workspaceOf(req)) }),
  );

  // imports
  r.post(
    '/api/contacts/imports',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a CSV or XLSX file (multipart field "file"); returns headers, preview and a suggested mapping',
        response: { 201: R.import },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError(400, 'IMPORT_FILE_REQUIRED');
      const file = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
      if (!file) throw new AppError(400, 'IMPORT_FILE_REQUIRED');
      const s = session(req);
      return reply.status(201).send({ import: await imports.upload(s.workspaceId, s.user.id, file.filename, file.file, requestLanguage(req)) });
    },
  );
  r.get('/api/contacts/imports', { schema: { tags, security, summary: 'Recent imports with progress', response: { 200: R.imports } } }, async (req) => ({
    imports: await imports.list(workspaceOf(req), requestLanguage(req)),
  }));
  r.get(
    '/api/contacts/imports/:id',
    { schema: { tags, security, summary: 'One import with progress and counters', params: idParams, response: { 200: R.import } } },
    async (req) => ({ import: await imports.get(workspaceOf(req), req.params.id, requestLanguage(req)) }),
  );
  r.post(
    '/api/contacts/imports/:id/start',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm the column mapping and start the import in the background',
        params: idParams,
        body: importMappingSchema,
        response: { 202: R.import },
      },
    },
    async (req, reply) => reply.status(202).send({ import: await imports.start(workspaceOf(req), req.params.id, req.body, requestLanguage(req)) }),
  );
  r.get(
    '/api/contacts/imports/:id/errors.csv',
    { schema: { tags, security, summary: 'Rejected rows with line numbers and reasons', params: idParams, response: { 200: R.csv } } },
    async (req, reply) => {
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="import-errors-${req.params.id}.csv"`);
      return imports.errorsCsv(workspaceOf(req), req.params.id, requestLanguage(req));
    },
  );

  // one contact (after the static paths above)
  r.get(
    '/api/contacts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A contact with its lists, recent engagement and preferences link',
        params: idParams,
        response: { 200: R.contactDetail },
      },
    },
    async (req) => ({ contact: await contacts.get(workspaceOf(req), req.params.id) }),
  );
  r.patch(
    '/api/contacts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Update a contact (status changes update the suppression list)',
        params: idParams,
        body: contactUpdateSchema,
        response: { 200: R.contact },
      },
    },
    async (req) => ({ contact: await contacts.update(workspaceOf(req), req.params.id, req.body) }),
  );
  r.delete('/api/contacts/:id', { schema: { tags, security, summary: 'Delete a contact', params: idParams, response: { 200: R.done } } }, async (req) => {
    await contacts.remove(workspaceOf(req), req.params.id);
    return { success: true };
  });
}
