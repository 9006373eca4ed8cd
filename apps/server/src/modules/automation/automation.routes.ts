// HTTP routes of /api/automation (signed-in workspace) and POST /api/events (public, authenticated by an API key).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  automationActionsResponseSchema,
  automationAnalyticsResponseSchema,
  automationEventKeyResponseSchema,
  automationEventResponseSchema,
  automationEventSchema,
  automationOkSchema,
  automationSettingsResponseSchema,
  automationSettingsUpdateSchema,
  automationTriggersResponseSchema,
  dripInputSchema,
  dripResponseSchema,
  workflowEnrolResponseSchema,
  workflowEnrolSchema,
  workflowImportSchema,
  workflowInputSchema,
  workflowInstallTemplateSchema,
  workflowListResponseSchema,
  workflowPublishResponseSchema,
  workflowPublishSchema,
  workflowResponseSchema,
  workflowRunsQuerySchema,
  workflowRunsResponseSchema,
  workflowToggleSchema,
  workflowUpdateSchema,
} from '@ulak/shared';
import { requestLanguage } from '../../http/error-handler.js';
import { AppError } from '../../http/errors.js';
import { workspaceOf } from '../module.js';
import type { AutomationService } from './automation.service.js';
import type { AutomationRepo } from './automation.repo.js';
import { requireContact } from './automation.service.js';
import { idParams } from '../../http/route-kit.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const s = { tags: ['automation'], security: [{ bearer: [] }] };
const ok = { success: true as const };

// automationRoutes registers the signed-in routes.
export function automationRoutes(svc: AutomationService, repo: AutomationRepo) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/automation/workflows',
      { schema: { ...s, summary: 'Workflows with their figures', response: { 200: workflowListResponseSchema } } },
      async (req) => ({
        ...ok,
        workflows: await svc.list(workspaceOf(req)),
      }),
    );
    r.post(
      '/api/automation/workflows',
      { schema: { ...s, summary: 'Create a draft workflow', body: workflowInputSchema, response: { 201: workflowResponseSchema, ...errors } } },
      async (req, reply) => reply.status(201).send({ ...ok, workflow: await svc.create(workspaceOf(req), req.body) }),
    );
    r.post(
      '/api/automation/workflows/import',
      { schema: { ...s, summary: 'Import an exported workflow as a draft', body: workflowImportSchema, response: { 201: workflowResponseSchema, ...errors } } },
      async (req, reply) => reply.status(201).send({ ...ok, workflow: await svc.importWorkflow(workspaceOf(req), req.body) }),
    );
    r.post(
      '/api/automation/templates/install',
      {
        schema: {
          ...s,
          summary: 'Install a market template as a draft (its emails become automation templates)',
          body: workflowInstallTemplateSchema,
          response: { 201: workflowResponseSchema, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send({ ...ok, workflow: await svc.install(workspaceOf(req), req.body.template, req.body.language ?? requestLanguage(req)) }),
    );
    r.get(
      '/api/automation/workflows/:id',
      {
        schema: {
          ...s,
          summary: 'A workflow: draft, published graph, problems, runs per node',
          params: idParams,
          response: { 200: workflowResponseSchema, ...errors },
        },
      },
      async (req) => ({
        ...ok,
        workflow: await svc.get(workspaceOf(req), req.params.id),
      }),
    );
    r.put(
      '/api/automation/workflows/:id',
      {
        schema: {
          ...s,
          summary: 'Update the draft (published versions never change)',
          params: idParams,
          body: workflowUpdateSchema,
          response: { 200: workflowResponseSchema, ...errors },
        },
      },
      async (req) => ({
        ...ok,
        workflow: await svc.update(workspaceOf(req), req.params.id, req.body),
      }),
    );
    r.delete(
      '/api/automation/workflows/:id',
      { schema: { ...s, summary: 'Delete a workflow and its runs', params: idParams, response: { 200: automationOkSchema, ...errors } } },
      async (req) => {
        await svc.remove(workspaceOf(req), req.params.id);
        return ok;
      },
    );
    r.post(
      '/api/automation/workflows/:id/publish',
      {
        schema: {
          ...s,
          summary: 'Publish the draft as a new version; migrateRuns moves waiting runs whose node still exists',
          params: idParams,
          body: workflowPublishSchema,
          response: { 200: workflowPublishResponseSchema, ...errors },
        },
      },
      async (req) => ({ ...ok, ...(await svc.publish(workspaceOf(req), req.params.id, { migrateRuns: req.body.migrateRuns })) }),
    );
    r.put(
      '/api/automation/workflows/:id/toggle',
      {
        schema: {
          ...s,
          summary: 'Pause, resume, or publish and activate a draft (seed 001 §4)',
          params: idParams,
          body: workflowToggleSchema,
          response: { 200: workflowResponseSchema, ...errors },
        },
      },
      async (req) => ({ ...ok, workflow: await svc.toggle(workspaceOf(req), req.params.id, req.body.status) }),
    );
    r.post(
      '/api/automation/workflows/:id/duplicate',
      { schema: { ...s, summary: 'Copy a workflow as a draft', params: idParams, response: { 201: workflowResponseSchema, ...errors } } },
      async (req, reply) => reply.status(201).send({ ...ok, workflow: await svc.duplicate(workspaceOf(req), req.params.id, requestLanguage(req)) }),
    );
    r.get(
      '/api/automation/workflows/:id/export',
      { schema: { ...s, summary: 'The workflow as importable JSON', params: idParams, response: { 200: workflowImportSchema, ...errors } } },
      async (req) => svc.exportWorkflow(workspaceOf(req), req.params.id),
    );
    r.post(
      '/api/automation/drips',
      {
        schema: {
          ...s,
          summary: 'Create a drip campaign: a series of emails with delays to a list, published and started',
          body: dripInputSchema,
          response: { 201: dripResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        reply.code(201);
        return { ...ok, ...(await svc.createDrip(workspaceOf(req), req.body)) };
      },
    );
    r.post(
      '/api/automation/workflows/:id/enrol',
      {
        schema: {
          ...s,
          summary: 'Enrol contacts or a list (published workflow)',
          params: idParams,
          body: workflowEnrolSchema,
          response: { 200: workflowEnrolResponseSchema, ...errors },
        },
      },
      async (req) => ({
        ...ok,
        ...(await svc.enrol(workspaceOf(req), req.params.id, req.body)),
      }),
    );
    r.get(
      '/api/automation/workflows/:id/runs',
      {
        schema: {
          ...s,
          summary: 'Runs of a workflow with their step history',
          params: idParams,
          querystring: workflowRunsQuerySchema,
          response: { 200: workflowRunsResponseSchema, ...errors },
        },
      },
      async (req) => ({
        ...ok,
        ...(await svc.runs(workspaceOf(req), req.params.id, req.query)),
      }),
    );
    r.get(
      '/api/automation/contacts/:id/runs',
      {
        schema: {
          ...s,
          summary: 'A contact’s runs across workflows',
          params: idParams,
          querystring: workflowRunsQuerySchema,
          response: { 200: workflowRunsResponseSchema, ...errors },
        },
      },
      async (req) => {
        await requireContact(repo, workspaceOf(req), req.params.id);
        return { ...ok, ...(await svc.contactRuns(workspaceOf(req), req.params.id, req.query)) };
      },
    );
    r.get(
      '/api/automation/triggers',
      { schema: { ...s, summary: 'The trigger catalogue', response: { 200: automationTriggersResponseSchema } } },
      async () => ({ ...ok, triggers: svc.catalogue().triggers }),
    );
    r.get(
      '/api/automation/actions',
      { schema: { ...s, summary: 'The action catalogue and flow control', response: { 200: automationActionsResponseSchema } } },
      async () => {
        const c = svc.catalogue();
        return { ...ok, actions: c.actions, flow: c.flow };
      },
    );
    r.get(
      '/api/automation/analytics',
      { schema: { ...s, summary: 'Stat cards and per-workflow figures from the runs', response: { 200: automationAnalyticsResponseSchema } } },
      async (req) => ({
        ...ok,
        ...(await svc.analytics(workspaceOf(req))),
      }),
    );
    r.get(
      '/api/automation/settings',
      { schema: { ...s, summary: 'Limits, time zone, quiet hours, frequency cap, ingest key prefix', response: { 200: automationSettingsResponseSchema } } },
      async (req) => ({
        ...ok,
        ...(await svc.settings(workspaceOf(req))),
      }),
    );
    r.put(
      '/api/automation/settings',
      {
        schema: {
          ...s,
          summary: 'Change the automation settings',
          body: automationSettingsUpdateSchema,
          response: { 200: automationSettingsResponseSchema, ...errors },
        },
      },
      async (req) => {
        await svc.saveSettings(workspaceOf(req), req.body);
        return { ...ok, ...(await svc.settings(workspaceOf(req))) };
      },
    );
    r.post(
      '/api/automation/settings/event-key',
      { schema: { ...s, summary: 'Generate a new event ingest key (shown once)', response: { 200: automationEventKeyResponseSchema } } },
      async (req) => ({
        ...ok,
        ...(await svc.rotateEventKey(workspaceOf(req))),
      }),
    );
  };
}

const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  if (typeof h === 'string' && h.startsWith('Bearer ')) return h.slice(7).trim();
  const k = req.headers['x-api-key'];
  return typeof k === 'string' ? k.trim() : undefined;
};

// eventRoutes registers POST /api/events: the key is checked before the body is read.
export function eventRoutes(svc: AutomationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/events',
      {
        bodyLimit: 64 * 1024,
        // a shop's server calls this route and its JSON answer is never rendered by a browser: the browser security
        // headers (content security policy and the rest), which @fastify/helmet builds anew for every request, are left
        // out; nosniff is kept (below)
        helmet: false,
        onRequest: async (req, reply) => {
          reply.header('x-content-type-options', 'nosniff');
          const ws = await svc.authenticateEvents(bearer(req));
          if (!ws) throw new AppError(401, 'AUTOMATION_EVENT_KEY_INVALID');
          (req as FastifyRequest & { eventWorkspace?: string }).eventWorkspace = ws;
        },
        schema: {
          tags: ['automation'],
          summary: 'A shop event (cart, purchase) for a contact, with a workspace API key (Authorization: Bearer); a repeated eventId is stored once',
          body: automationEventSchema,
          response: { 202: automationEventResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (req, reply) =>
        reply.status(202).send({ ...ok, ...(await svc.ingest((req as FastifyRequest & { eventWorkspace: string }).eventWorkspace, req.body)) }),
    );
  };
}
