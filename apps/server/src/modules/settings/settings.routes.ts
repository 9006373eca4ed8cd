// HTTP routes of the settings sections, email change, in-app notifications, the export and workspace deletion.
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  apiErrorSchema,
  appearanceSchema,
  companySettingsSchema,
  dataExportResponseSchema,
  dataExportsResponseSchema,
  deleteWorkspaceSchema,
  documentResponse,
  emailChangedSchema,
  emailChangeSchema,
  emailChangeStartedSchema,
  emailConfirmSchema,
  idParamsSchema,
  markReadSchema,
  notificationPrefsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  okResponseSchema,
  preferencesSchema,
  saveAllSettingsSchema,
  saveSettingsResponseSchema,
  securitySettingsSchema,
  settingsResponseSchema,
  workspaceDeletionSchema,
  type SaveAllSettingsInput,
} from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/error-handler.js';
import type { MembersService } from './members.service.js';
import type { SettingsService } from './settings.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const s = { tags: ['settings'], security: [{ bearer: [] }] };
const READ_SECTIONS = ['company', 'preferences', 'security', 'notifications', 'appearance', 'billing', 'integrations'] as const;

// settingsRoutes registers GET /api/settings, GET and PUT /api/settings/{section} and the advanced actions.
export async function settingsRoutes(app: FastifyInstance, settings: SettingsService, members: MembersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const who = async (req: FastifyRequest) => {
    const ctx = session(req);
    return { ctx, role: await members.requestRole(req, ctx), lang: requestLanguage(req) };
  };
  const saveAndAnswer = async (req: FastifyRequest, input: SaveAllSettingsInput) => {
    const { ctx, role, lang } = await who(req);
    const saved = await settings.save(ctx, role, input, lang);
    return { success: true as const, saved, settings: await settings.get(ctx, role, lang) };
  };
  const put = <T extends z.ZodType>(section: string, body: T, summary: string, wrap: (b: z.infer<T>) => SaveAllSettingsInput) =>
    r.put(`/api/settings/${section}`, { schema: { ...s, summary, body, response: { 200: saveSettingsResponseSchema, ...errors } } }, async (req) =>
      saveAndAnswer(req, wrap(req.body as z.infer<T>)),
    );

  r.get(
    '/api/settings',
    { schema: { ...s, summary: 'Every settings section of the signed-in user and workspace', response: { 200: settingsResponseSchema, ...errors } } },
    async (req) => {
      const { ctx, role, lang } = await who(req);
      return settings.get(ctx, role, lang);
    },
  );

  for (const section of READ_SECTIONS) {
    const one = settingsResponseSchema.partial();
    r.get(
      `/api/settings/${section}`,
      { schema: { ...s, summary: `The ${section} section, under its name (seed 001 §7: the tabs load in parallel)`, response: { 200: one, ...errors } } },
      async (req) => {
        if (section === 'appearance') return { appearance: await settings.appearance(session(req)) };
        const { ctx, role, lang } = await who(req);
        const all = await settings.get(ctx, role, lang);
        return { [section]: all[section] } as z.infer<typeof one>;
      },
    );
  }

  put(
    'all',
    saveAllSettingsSchema.default({}),
    'Save every dirty tab at once (an empty body saves nothing); company and security need an owner or admin',
    (b) => b,
  );
  put('company', companySettingsSchema, "The workspace's company data (shared with the company settings page); owners and admins", (b) => ({ company: b }));
  put('preferences', preferencesSchema.partial(), 'Your language and time zone', (b) => ({ preferences: b }));
  put('security', securitySettingsSchema, "The workspace's idle session timeout in minutes (owners and admins)", (b) => ({ security: b }));
  put('notifications', notificationPrefsSchema.partial(), 'Your notification flags: five categories × email, push (in-app), sms', (b) => ({
    notifications: b,
  }));
  put('appearance', appearanceSchema.partial(), 'Your theme, accent colour, density and language', (b) => ({ appearance: b }));

  r.post(
    '/api/settings/profile/email',
    {
      schema: {
        ...s,
        summary: 'Start an email change: a code is mailed to the new address',
        body: emailChangeSchema,
        response: { 200: emailChangeStartedSchema, ...errors },
      },
    },
    async (req) => settings.startEmailChange(session(req), req.body.newEmail, req.body.password),
  );
  r.post(
    '/api/settings/profile/email/confirm',
    {
      schema: {
        ...s,
        summary: 'Confirm the email change with the mailed code',
        body: emailConfirmSchema,
        response: { 200: emailChangedSchema, ...errors },
      },
    },
    async (req) => settings.confirmEmailChange(session(req), req.body.code),
  );

  r.get(
    '/api/notifications',
    {
      schema: {
        ...s,
        summary: 'Your in-app notifications, newest first, with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (req) => settings.notifications(session(req), req.query.page, req.query.limit),
  );
  r.post(
    '/api/notifications/read',
    { schema: { ...s, summary: 'Mark notifications read: the given ids, or all', body: markReadSchema, response: { 200: okResponseSchema, ...errors } } },
    async (req) => {
      await settings.markRead(session(req), req.body.all ? 'all' : (req.body.ids ?? []));
      return { success: true as const };
    },
  );

  r.get(
    '/api/settings/exports',
    { schema: { ...s, summary: 'Recent workspace exports (owners and admins)', response: { 200: dataExportsResponseSchema, ...errors } } },
    async (req) => {
      const { ctx, role } = await who(req);
      members.assertManager(role);
      return { exports: await settings.exports(ctx) };
    },
  );
  r.post(
    '/api/settings/exports',
    {
      schema: {
        ...s,
        summary: 'Export the whole workspace: a job builds a .tar.gz of every table as NDJSON',
        response: { 202: dataExportResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { ctx, role } = await who(req);
      members.assertManager(role);
      return reply.status(202).send({ export: await settings.requestExport(ctx) });
    },
  );
  app.get<{ Params: { id: string } }>(
    '/api/settings/exports/:id/download',
    {
      schema: {
        ...s,
        summary: 'Download a ready export archive (application/gzip)',
        params: idParamsSchema,
        response: { 200: documentResponse('.tar.gz archive'), ...errors },
      },
    },
    async (req, reply) => {
      const { ctx, role } = await who(req);
      members.assertManager(role);
      const { file, name } = await settings.exportFile(ctx, req.params.id);
      reply.header('content-type', 'application/gzip').header('content-disposition', `attachment; filename="${name}"`);
      return reply.send(fs.createReadStream(file));
    },
  );

  r.post(
    '/api/settings/workspace/deletion',
    {
      schema: {
        ...s,
        summary: 'Schedule the workspace deletion after the grace period; type the workspace name to confirm (owner)',
        body: deleteWorkspaceSchema,
        response: { 200: workspaceDeletionSchema, ...errors },
      },
    },
    async (req) => {
      const { ctx, role } = await who(req);
      return settings.scheduleDeletion(ctx, role, req.body.confirmName);
    },
  );
  r.delete(
    '/api/settings/workspace/deletion',
    { schema: { ...s, summary: 'Cancel a scheduled deletion (owner)', response: { 200: workspaceDeletionSchema, ...errors } } },
    async (req) => {
      const { ctx, role } = await who(req);
      return settings.cancelDeletion(ctx, role);
    },
  );
}
