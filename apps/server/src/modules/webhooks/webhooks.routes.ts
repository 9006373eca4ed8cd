// HTTP routes of outgoing webhooks under /api/webhooks (signed-in panel): endpoints, secret rotation, test events,
// the delivery log and redelivery. Every member reads; owners and admins change, test and redeliver.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  rotateWebhookSecretSchema,
  webhookAttemptResponseSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointInputSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointUpdateSchema,
  webhookOkResponseSchema,
  webhookSecretResponseSchema,
} from '@ulak/shared';
import { session } from '../../http/auth-guard.js';
import type { WebhooksService } from './webhooks.service.js';

/** Throws 403 unless the user manages the workspace (owner or admin). */
export type AssertManager = (workspaceId: string, userId: string) => Promise<void>;

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const s = { tags: ['webhooks'], security: [{ bearer: [] }] };
const SIGNATURE_DOC =
  'Each delivery is a POST of `{id, type, createdAt, workspaceId, data}` with `X-Ulak-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>` (two v1 values while a rotated secret overlaps), `X-Ulak-Event`, `X-Ulak-Delivery` (the same on every retry: de-duplicate by it) and `X-Ulak-Attempt`. See docs/webhooks.md.';

// webhooksRoutes registers /api/webhooks/* in the authenticated scope.
export function webhooksRoutes(service: WebhooksService, assertManager: AssertManager) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const manager = async (req: FastifyRequest) => {
      const ctx = session(req);
      await assertManager(ctx.workspaceId, ctx.user.id);
      return ctx.workspaceId;
    };
    const workspace = (req: FastifyRequest) => session(req).workspaceId;

    r.get(
      '/api/webhooks/endpoints',
      {
        schema: {
          ...s,
          summary: 'The workspace’s webhook endpoints with their state (never their secrets)',
          response: { 200: webhookEndpointsResponseSchema },
        },
      },
      async (req) => ({ success: true as const, endpoints: await service.list(workspace(req)) }),
    );
    r.post(
      '/api/webhooks/endpoints',
      {
        schema: {
          ...s,
          summary: 'Add an endpoint: the answer carries its signing secret (whsec_…) once',
          description: `The URL must be https:// and resolve to public addresses only (loopback, private, link-local and reserved ranges are refused unless the operator allows private addresses; plain http only to loopback then). ${SIGNATURE_DOC}`,
          body: webhookEndpointInputSchema,
          response: { 201: webhookSecretResponseSchema, ...errors },
        },
      },
      async (req, reply) => reply.status(201).send({ success: true as const, ...(await service.create(await manager(req), req.body)) }),
    );
    r.put(
      '/api/webhooks/endpoints/:id',
      {
        schema: {
          ...s,
          summary: 'Change an endpoint; active false pauses it, active true resumes it',
          params: idParamsSchema,
          body: webhookEndpointUpdateSchema,
          response: { 200: webhookEndpointResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, endpoint: await service.update(await manager(req), req.params.id, req.body) }),
    );
    r.delete(
      '/api/webhooks/endpoints/:id',
      { schema: { ...s, summary: 'Delete an endpoint and its delivery log', params: idParamsSchema, response: { 200: webhookOkResponseSchema, ...errors } } },
      async (req) => {
        await service.remove(await manager(req), req.params.id);
        return { success: true as const };
      },
    );
    r.post(
      '/api/webhooks/endpoints/:id/rotate-secret',
      {
        schema: {
          ...s,
          summary: 'A new signing secret, returned once; the old one keeps signing beside it for overlapHours (default 24, 0 ends it now)',
          params: idParamsSchema,
          body: rotateWebhookSecretSchema,
          response: { 200: webhookSecretResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, ...(await service.rotate(await manager(req), req.params.id, req.body.overlapHours)) }),
    );
    r.post(
      '/api/webhooks/endpoints/:id/test',
      {
        schema: {
          ...s,
          summary: 'Send a webhook.test event now and answer with the attempt',
          description: 'The attempt is made during the request (at most 10 s); the endpoint shows error with the reason when it fails.',
          params: idParamsSchema,
          response: { 200: webhookAttemptResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, ...(await service.test(await manager(req), req.params.id)) }),
    );
    r.get(
      '/api/webhooks/endpoints/:id/deliveries',
      {
        schema: {
          ...s,
          summary: 'The delivery log of an endpoint, newest first, each delivery with its attempts',
          params: idParamsSchema,
          querystring: webhookDeliveriesQuerySchema,
          response: { 200: webhookDeliveriesResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, ...(await service.deliveries(workspace(req), req.params.id, req.query)) }),
    );
    r.post(
      '/api/webhooks/deliveries/:id/redeliver',
      {
        schema: {
          ...s,
          summary: 'Send one delivery again now (same delivery id and body, next attempt number)',
          params: idParamsSchema,
          response: { 200: webhookAttemptResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, ...(await service.redeliver(await manager(req), req.params.id)) }),
    );
  };
}
