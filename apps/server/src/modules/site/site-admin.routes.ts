// The platform admin's side of the public site: inquiries, incidents, live-chat answers, platform settings.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatMessageSchema, incidentCreateSchema, incidentUpdateSchema, platformSettingsSchema, siteResponses as R } from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import { idParams } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { incidentView } from './status.service.js';

const paging = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });
// siteAdminRoutes registers /api/admin/{inquiries,incidents,chat,platform-settings} (admin only).
export async function siteAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { site, status, chat } = ctx.services;
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  r.get(
    '/api/admin/inquiries',
    { schema: { ...common, summary: 'Contact and demo requests, newest first', querystring: paging, response: { 200: R.inquiries } } },
    async (req) => {
      const { page, limit } = req.query;
      return { ...(await site.listInquiries(limit, (page - 1) * limit)), page, limit };
    },
  );
  r.patch(
    '/api/admin/inquiries/:id',
    {
      schema: {
        ...common,
        summary: 'Mark an inquiry handled or not',
        params: idParams,
        body: z.strictObject({ handled: z.boolean('v.invalid') }),
        response: { 200: R.inquiry },
      },
    },
    async (req) => ({
      inquiry: await site.setInquiryHandled(req.params.id, req.body.handled),
    }),
  );

  r.get(
    '/api/admin/incidents',
    { schema: { ...common, summary: 'Incidents, newest first', querystring: paging, response: { 200: R.incidents } } },
    async (req) => {
      const { page, limit } = req.query;
      const { items, total } = await status.listIncidents(limit, (page - 1) * limit);
      return { items: items.map(incidentView), total, page, limit };
    },
  );
  r.post(
    '/api/admin/incidents',
    { schema: { ...common, summary: 'Record an incident', body: incidentCreateSchema, response: { 201: R.incident } } },
    async (req, reply) => reply.status(201).send({ incident: incidentView(await status.createIncident(req.body, session(req).user.id)) }),
  );
  r.post(
    '/api/admin/incidents/:id/updates',
    {
      schema: {
        ...common,
        summary: 'Add an update (status and message) to an incident',
        params: idParams,
        body: incidentUpdateSchema,
        response: { 200: R.incident },
      },
    },
    async (req) => ({
      incident: incidentView(await status.addUpdate(req.params.id, req.body)),
    }),
  );

  r.get(
    '/api/admin/chat/conversations',
    {
      schema: {
        ...common,
        summary: 'Live-chat conversations, latest activity first',
        querystring: paging.extend({ status: z.enum(['open', 'closed'], 'v.invalid').optional() }),
        response: { 200: R.chatConversations },
      },
    },
    async (req) => {
      const { page, limit, status: s } = req.query;
      return { ...(await chat.list(s, limit, (page - 1) * limit)), page, limit };
    },
  );
  r.get(
    '/api/admin/chat/conversations/:id',
    { schema: { ...common, summary: 'One conversation with its messages', params: idParams, response: { 200: R.chatConversation } } },
    async (req) => ({ conversation: await chat.conversation(req.params.id) }),
  );
  r.post(
    '/api/admin/chat/conversations/:id/messages',
    { schema: { ...common, summary: 'Answer the visitor', params: idParams, body: chatMessageSchema, response: { 201: R.chatMessage } } },
    async (req, reply) => reply.status(201).send({ message: await chat.reply(req.params.id, req.body.text, session(req).user.id) }),
  );
  r.patch(
    '/api/admin/chat/conversations/:id',
    {
      schema: {
        ...common,
        summary: 'Close or reopen a conversation',
        params: idParams,
        body: z.strictObject({ status: z.enum(['open', 'closed'], 'v.invalid') }),
        response: { 200: R.done },
      },
    },
    async (req) => {
      await chat.setStatus(req.params.id, req.body.status);
      return { success: true as const };
    },
  );

  r.get(
    '/api/admin/platform-settings',
    {
      schema: { ...common, summary: 'Platform settings (support address, contact details, WhatsApp, testimonials)', response: { 200: R.platformSettings } },
    },
    async () => ({ settings: await site.settings() }),
  );
  r.put(
    '/api/admin/platform-settings',
    {
      schema: {
        ...common,
        summary: 'Update platform settings (fields given are replaced)',
        body: platformSettingsSchema,
        response: { 200: R.platformSettings },
      },
    },
    async (req) => ({ settings: await site.saveSettings(req.body) }),
  );
}
