// HTTP routes of the CRM under /api/crm (signed-in workspace).
import { sendStream } from '../../http/stream.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  activityInputSchema,
  activityPatchSchema,
  companyInputSchema,
  crmResponses as R,
  contactQuerySchema,
  dealCloseSchema,
  dealInputSchema,
  dealMoveSchema,
  leadBulkSchema,
  leadEventSchema,
  leadInputSchema,
  leadQuerySchema,
  scoringUpdateSchema,
  stagesUpdateSchema,
} from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/error-handler.js';
import { idParams, workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';

// crmRoutes registers leads, contacts, companies, deals, activities, analytics and settings.
export async function crmRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { crm, contacts } = ctx.services;
  const tags = ['crm'];
  const security = [{ bearer: [] }];
  const s = { tags, security };
  const ok = { success: true as const };

  // leads
  r.get(
    '/api/crm/leads',
    { schema: { ...s, summary: 'Leads: filter, search, sort, paginate', querystring: leadQuerySchema, response: { 200: R.leads } } },
    async (req) => {
      const q = req.query;
      const res = await crm.leads(workspaceOf(req), q);
      return { success: true, leads: res.items, total: res.total, page: q.page, limit: q.limit };
    },
  );
  r.post(
    '/api/crm/leads',
    { schema: { ...s, summary: 'Create a lead (linked to the audience contact of its email)', body: leadInputSchema, response: { 201: R.lead } } },
    async (req, reply) => reply.status(201).send({ ...ok, lead: await crm.createLead(workspaceOf(req), req.body) }),
  );
  r.post(
    '/api/crm/leads/bulk',
    { schema: { ...s, summary: 'Bulk assign, change status or delete', body: leadBulkSchema, response: { 200: R.bulk } } },
    async (req) => ({
      ...ok,
      ...(await crm.bulkLeads(workspaceOf(req), req.body)),
    }),
  );
  r.post(
    '/api/crm/leads/import',
    {
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        ...s,
        summary: 'Import leads from CSV text (columns name, email, phone, company, status, source, value); bad rows reported by line',
        body: z.strictObject({ csv: z.string().min(1, 'v.required').max(5_000_000, 'v.tooLong') }),
        response: { 200: R.import },
      },
    },
    async (req) => ({ ...ok, ...(await crm.importLeads(workspaceOf(req), req.body.csv)) }),
  );
  r.get('/api/crm/leads/export', { schema: { ...s, summary: 'All leads as CSV', response: { 200: R.csv } } }, async (req, reply) => {
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    return sendStream(reply, crm.exportLeads(workspaceOf(req)));
  });
  r.get('/api/crm/leads/:id', { schema: { ...s, summary: 'A lead with its timeline', params: idParams, response: { 200: R.leadDetail } } }, async (req) => ({
    ...ok,
    lead: await crm.lead(workspaceOf(req), req.params.id),
  }));
  r.patch(
    '/api/crm/leads/:id',
    { schema: { ...s, summary: 'Update a lead', params: idParams, body: leadInputSchema.partial(), response: { 200: R.lead } } },
    async (req) => ({
      ...ok,
      lead: await crm.updateLead(workspaceOf(req), req.params.id, req.body),
    }),
  );
  r.delete('/api/crm/leads/:id', { schema: { ...s, summary: 'Delete a lead', params: idParams, response: { 200: R.done } } }, async (req) => {
    await crm.deleteLead(workspaceOf(req), req.params.id);
    return ok;
  });
  r.post(
    '/api/crm/leads/:id/events',
    {
      schema: {
        ...s,
        summary: 'Record a scoring event (website visit, form fill, email open) and rescore',
        params: idParams,
        body: leadEventSchema,
        response: { 200: R.lead },
      },
    },
    async (req) => ({ ...ok, lead: await crm.leadEvent(workspaceOf(req), req.params.id, req.body.type) }),
  );

  // contacts (the audience's, with CRM timeline)
  r.get(
    '/api/crm/contacts',
    {
      schema: { ...s, summary: 'Contacts (the audience contacts campaigns reach)', querystring: contactQuerySchema, response: { 200: R.contacts } },
    },
    async (req) => {
      const res = await contacts.list(workspaceOf(req), req.query);
      return { success: true, contacts: res.items, nextCursor: res.nextCursor };
    },
  );
  r.get(
    '/api/crm/contacts/:id',
    { schema: { ...s, summary: 'A contact with lists, engagement and CRM timeline', params: idParams, response: { 200: R.contact } } },
    async (req) => {
      const contact = await contacts.get(workspaceOf(req), req.params.id);
      return { success: true, contact: { ...contact, timeline: await crm.contactTimeline(workspaceOf(req), req.params.id) } };
    },
  );

  // companies
  r.get(
    '/api/crm/companies',
    { schema: { ...s, summary: 'Companies', querystring: z.object({ search: z.string().max(200).optional() }), response: { 200: R.companies } } },
    async (req) => ({ ...ok, companies: await crm.companies(workspaceOf(req), req.query.search) }),
  );
  r.post('/api/crm/companies', { schema: { ...s, summary: 'Create a company', body: companyInputSchema, response: { 201: R.company } } }, async (req, reply) =>
    reply.status(201).send({ ...ok, company: await crm.createCompany(workspaceOf(req), req.body) }),
  );
  r.get(
    '/api/crm/companies/:id',
    { schema: { ...s, summary: 'A company with its timeline', params: idParams, response: { 200: R.companyDetail } } },
    async (req) => ({
      ...ok,
      company: await crm.company(workspaceOf(req), req.params.id),
    }),
  );
  r.patch(
    '/api/crm/companies/:id',
    { schema: { ...s, summary: 'Update a company', params: idParams, body: companyInputSchema.partial(), response: { 200: R.company } } },
    async (req) => ({ ...ok, company: await crm.updateCompany(workspaceOf(req), req.params.id, req.body) }),
  );
  r.delete('/api/crm/companies/:id', { schema: { ...s, summary: 'Delete a company', params: idParams, response: { 200: R.done } } }, async (req) => {
    await crm.deleteCompany(workspaceOf(req), req.params.id);
    return ok;
  });

  // deals
  r.get(
    '/api/crm/deals',
    {
      schema: {
        ...s,
        summary: 'Deals',
        querystring: z.object({ status: z.enum(['open', 'won', 'lost'], 'v.invalid').optional() }),
        response: { 200: R.deals },
      },
    },
    async (req) => ({ ...ok, deals: await crm.deals(workspaceOf(req), req.query.status) }),
  );
  r.get(
    '/api/crm/pipeline',
    {
      schema: {
        ...s,
        summary: 'The pipeline board: stages with their open deals, value and weighted value (value × probability)',
        response: { 200: R.pipeline },
      },
    },
    async (req) => ({ ...ok, ...(await crm.pipeline(workspaceOf(req), requestLanguage(req))) }),
  );
  r.post(
    '/api/crm/deals',
    { schema: { ...s, summary: 'Create a deal (first stage by default)', body: dealInputSchema, response: { 201: R.deal } } },
    async (req, reply) => reply.status(201).send({ ...ok, deal: await crm.createDeal(workspaceOf(req), session(req).user.id, req.body, requestLanguage(req)) }),
  );
  r.patch(
    '/api/crm/deals/:id',
    { schema: { ...s, summary: 'Update a deal', params: idParams, body: dealInputSchema.partial(), response: { 200: R.deal } } },
    async (req) => ({
      ...ok,
      deal: await crm.updateDeal(workspaceOf(req), req.params.id, req.body),
    }),
  );
  r.post(
    '/api/crm/deals/:id/move',
    {
      schema: { ...s, summary: 'Move to a stage (drag and drop); logs an activity', params: idParams, body: dealMoveSchema, response: { 200: R.deal } },
    },
    async (req) => ({
      ...ok,
      deal: await crm.moveDeal(workspaceOf(req), session(req).user.id, req.params.id, req.body.stageId, req.body.position, requestLanguage(req)),
    }),
  );
  r.post(
    '/api/crm/deals/:id/close',
    { schema: { ...s, summary: 'Mark won or lost (with a reason)', params: idParams, body: dealCloseSchema, response: { 200: R.deal } } },
    async (req) => ({
      ...ok,
      deal: await crm.closeDeal(workspaceOf(req), session(req).user.id, req.params.id, req.body.status, req.body.lostReason, requestLanguage(req)),
    }),
  );
  r.delete('/api/crm/deals/:id', { schema: { ...s, summary: 'Delete a deal', params: idParams, response: { 200: R.done } } }, async (req) => {
    await crm.deleteDeal(workspaceOf(req), req.params.id);
    return ok;
  });

  // activities
  r.get(
    '/api/crm/activities',
    {
      schema: {
        ...s,
        summary: 'Activities, newest first (or open tasks by due date)',
        querystring: z.object({
          leadId: z.uuid('v.invalid').optional(),
          dealId: z.uuid('v.invalid').optional(),
          contactId: z.uuid('v.invalid').optional(),
          companyId: z.uuid('v.invalid').optional(),
          type: z.enum(ACTIVITY_TYPES, 'v.invalid').optional(),
          openTasks: z.stringbool().optional(),
          assignedTo: z.uuid('v.invalid').optional(),
          page: z.coerce.number().int().min(1).max(100000).default(1),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: R.activities },
      },
    },
    async (req) => ({ ...ok, activities: await crm.activities(workspaceOf(req), req.query), overdueTasks: await crm.overdueTasks(workspaceOf(req)) }),
  );
  r.post(
    '/api/crm/activities',
    { schema: { ...s, summary: 'Log a call, email, meeting, note or task', body: activityInputSchema, response: { 201: R.activity } } },
    async (req, reply) => reply.status(201).send({ ...ok, activity: await crm.createActivity(workspaceOf(req), session(req).user.id, req.body) }),
  );
  r.patch(
    '/api/crm/activities/:id',
    {
      schema: {
        ...s,
        summary: 'Complete or reopen a task, or assign it to a member',
        params: idParams,
        body: activityPatchSchema,
        response: { 200: R.activity },
      },
    },
    async (req) => ({ ...ok, activity: await crm.updateActivity(workspaceOf(req), req.params.id, req.body) }),
  );
  r.delete('/api/crm/activities/:id', { schema: { ...s, summary: 'Delete an activity', params: idParams, response: { 200: R.done } } }, async (req) => {
    await crm.deleteActivity(workspaceOf(req), req.params.id);
    return ok;
  });

  // analytics and settings
  r.get(
    '/api/crm/analytics',
    {
      schema: {
        ...s,
        summary: 'Lead sources, funnel, win rate, average deal size, sales cycle, 3-month forecast from the weighted pipeline',
        response: { 200: R.analytics },
      },
    },
    async (req) => ({ ...ok, analytics: await crm.analytics(workspaceOf(req)) }),
  );
  r.get('/api/crm/settings', { schema: { ...s, summary: 'Stages, scoring points and the AI model', response: { 200: R.settings } } }, async (req) => ({
    ...ok,
    stages: await crm.stages(workspaceOf(req), requestLanguage(req)),
    scoring: await crm.scoring(workspaceOf(req)),
    model: await crm.model(workspaceOf(req)),
  }));
  r.put(
    '/api/crm/settings/stages',
    { schema: { ...s, summary: 'Rename, recolour, re-weight or add stages', body: stagesUpdateSchema, response: { 200: R.stages } } },
    async (req) => ({ ...ok, stages: await crm.updateStages(workspaceOf(req), req.body.stages, requestLanguage(req)) }),
  );
  r.put(
    '/api/crm/settings/scoring',
    { schema: { ...s, summary: 'Scoring points per event', body: scoringUpdateSchema, response: { 200: R.scoring } } },
    async (req) => ({
      ...ok,
      scoring: await crm.saveScoring(workspaceOf(req), req.body),
    }),
  );
  r.post(
    '/api/crm/model/train',
    { schema: { ...s, summary: 'Retrain the AI score on closed leads (needs 20 with both outcomes)', response: { 200: R.model } } },
    async (req) => ({ ...ok, model: (await crm.trainModel(workspaceOf(req))) ?? null }),
  );
}
