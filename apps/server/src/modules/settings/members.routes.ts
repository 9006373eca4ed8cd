// HTTP routes of team members, invitations and the user's sessions (authenticated), and the invitation pages (public).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  apiErrorSchema,
  changeRoleSchema,
  idParamsSchema,
  invitationPreviewSchema,
  invitationResponseSchema,
  inviteMemberSchema,
  membersResponseSchema,
  okResponseSchema,
  sessionsResponseSchema,
  tokenParamsSchema,
  workspacesResponseSchema,
  type User,
} from '@ulak/shared';
import { bearerToken, session } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/error-handler.js';
import type { MembersService } from './members.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema };
const s = { tags: ['settings'], security: [{ bearer: [] }] };
const userParams = z.object({ userId: z.uuid('v.id') });

// membersRoutes: the team (owners and admins change it; every member reads it) and the caller's own sessions.
export async function membersRoutes(app: FastifyInstance, members: MembersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withRole = async (req: Parameters<typeof session>[0]) => {
    const ctx = session(req);
    return { ctx, role: await members.requestRole(req, ctx) };
  };
  const manager = async (req: Parameters<typeof session>[0]) => {
    const found = await withRole(req);
    members.assertManager(found.role);
    return found;
  };

  r.get(
    '/api/settings/members',
    { schema: { ...s, summary: 'Members, open invitations and your role', response: { 200: membersResponseSchema, ...errors } } },
    async (req) => {
      const { ctx, role } = await withRole(req);
      return members.list(ctx, role);
    },
  );

  r.post(
    '/api/settings/members/invitations',
    {
      schema: {
        ...s,
        summary: `Invite by email: a link valid for the invitation lifetime is mailed`,
        body: inviteMemberSchema,
        response: { 201: invitationResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { ctx, role } = await manager(req);
      return reply.status(201).send({ invitation: await members.invite(ctx, role, req.body.email, req.body.role, requestLanguage(req)) });
    },
  );

  r.delete(
    '/api/settings/members/invitations/:id',
    { schema: { ...s, summary: 'Withdraw an invitation', params: idParamsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (req) => {
      const { ctx } = await manager(req);
      await members.revokeInvitation(ctx, req.params.id);
      return { success: true as const };
    },
  );

  r.put(
    '/api/settings/members/:userId/role',
    { schema: { ...s, summary: "Change a member's role", params: userParams, body: changeRoleSchema, response: { 200: okResponseSchema, ...errors } } },
    async (req) => {
      const { ctx, role } = await manager(req);
      await members.changeRole(ctx, role, req.params.userId, req.body.role);
      return { success: true as const };
    },
  );

  r.delete(
    '/api/settings/members/:userId',
    { schema: { ...s, summary: 'Remove a member (their sessions in the workspace end)', params: userParams, response: { 200: okResponseSchema, ...errors } } },
    async (req) => {
      const { ctx, role } = await manager(req);
      await members.remove(ctx, role, req.params.userId);
      return { success: true as const };
    },
  );

  r.get(
    '/api/settings/workspaces',
    { schema: { ...s, summary: 'The workspaces you belong to, with your role in each', response: { 200: workspacesResponseSchema, ...errors } } },
    async (req) => ({
      workspaces: await members.workspaces(session(req)),
    }),
  );

  r.post(
    '/api/settings/workspaces/:id/switch',
    {
      schema: {
        ...s,
        summary: 'Switch workspace: a new session in a workspace you belong to (this one ends)',
        params: idParamsSchema,
        response: { 201: acceptInvitationResponseSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await members.switchWorkspace(session(req), req.params.id, { ip: req.ip, userAgent: req.headers['user-agent'], language: requestLanguage(req) })),
  );

  r.get(
    '/api/settings/sessions',
    { schema: { ...s, summary: 'Your sessions: device, address, last activity', response: { 200: sessionsResponseSchema, ...errors } } },
    async (req) => ({
      sessions: await members.sessions(session(req)),
    }),
  );

  r.delete(
    '/api/settings/sessions/:id',
    { schema: { ...s, summary: 'Sign one of your sessions out', params: idParamsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (req) => {
      await members.revokeSession(session(req), req.params.id);
      return { success: true as const };
    },
  );

  r.post(
    '/api/settings/sessions/revoke-all',
    {
      schema: {
        ...s,
        summary: 'Sign out everywhere (keepCurrent: all but this session)',
        body: z.strictObject({ keepCurrent: z.boolean().default(false) }).default({ keepCurrent: false }),
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (req) => {
      await members.revokeAll(session(req), req.body.keepCurrent);
      return { success: true as const };
    },
  );
}

// invitationRoutes are the public invitation endpoints: preview a link and accept it.
export async function invitationRoutes(app: FastifyInstance, members: MembersService, authenticate: (token: string) => Promise<{ user: User } | undefined>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  r.get(
    '/api/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers (404 unknown or used, 410 expired)',
        params: tokenParamsSchema,
        response: { 200: invitationPreviewSchema, ...errors },
      },
    },
    async (req) => members.preview(req.params.token),
  );

  r.post(
    '/api/invitations/:token/accept',
    {
      schema: {
        tags,
        summary: 'Accept: a new invitee sends name and password; an existing account sends its session as bearer. Answers a session in the workspace.',
        params: tokenParamsSchema,
        body: acceptInvitationSchema,
        response: { 201: acceptInvitationResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const bearer = bearerToken(req);
      const signedIn = bearer ? await authenticate(bearer) : undefined;
      const meta = { ip: req.ip, userAgent: req.headers['user-agent'], language: requestLanguage(req) };
      return reply.status(201).send(await members.accept(req.params.token, req.body, signedIn?.user, meta));
    },
  );
}
