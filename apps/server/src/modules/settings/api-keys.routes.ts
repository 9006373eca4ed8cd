// HTTP routes of API keys under /api/settings/api-keys (owners and admins of the workspace).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiKeyCreatedResponseSchema,
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
  createApiKeySchema,
  idParamsSchema,
  rotateApiKeySchema,
} from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import type { ApiKeysService } from './api-keys.service.js';
import type { MembersService } from './members.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const s = { tags: ['settings'], security: [{ bearer: [] }] };

// apiKeysRoutes lists, creates, rotates and revokes the workspace's API keys.
export async function apiKeysRoutes(app: FastifyInstance, keys: ApiKeysService, members: MembersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = async (req: Parameters<typeof session>[0]) => {
    const ctx = session(req);
    members.assertManager(await members.requestRole(req, ctx));
    return ctx;
  };

  r.get(
    '/api/settings/api-keys',
    { schema: { ...s, summary: 'API keys of the workspace (never their secrets)', response: { 200: apiKeyListResponseSchema, ...errors } } },
    async (req) => {
      const ctx = await manager(req);
      return { keys: await keys.list(ctx.workspaceId) };
    },
  );

  r.post(
    '/api/settings/api-keys',
    {
      schema: {
        ...s,
        summary: 'Create a key: the answer carries the token `ulk_live_<id>_<secret>` once',
        body: createApiKeySchema,
        response: { 201: apiKeyCreatedResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const ctx = await manager(req);
      return reply.status(201).send(await keys.create(ctx.workspaceId, ctx.user.id, req.body));
    },
  );

  r.post(
    '/api/settings/api-keys/:id/rotate',
    {
      schema: {
        ...s,
        summary: 'Rotate: a new key with the same scopes; the old one keeps working for overlapHours (default 24), then expires',
        params: idParamsSchema,
        body: rotateApiKeySchema,
        response: { 201: apiKeyCreatedResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const ctx = await manager(req);
      return reply.status(201).send(await keys.rotate(ctx.workspaceId, ctx.user.id, req.params.id, req.body.overlapHours));
    },
  );

  r.delete(
    '/api/settings/api-keys/:id',
    { schema: { ...s, summary: 'Revoke a key at once', params: idParamsSchema, response: { 200: apiKeyResponseSchema, ...errors } } },
    async (req) => {
      const ctx = await manager(req);
      return { key: await keys.revoke(ctx.workspaceId, req.params.id) };
    },
  );
}
