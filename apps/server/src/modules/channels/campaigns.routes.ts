// HTTP routes of channel campaigns: list, create a draft, start, recipients with their statuses, delete a draft.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  channelCampaignInputSchema,
  channelCampaignParamsSchema,
  channelCampaignRecipientsQuerySchema,
  channelCampaignRecipientsResponseSchema,
  channelCampaignResponseSchema,
  channelCampaignsQuerySchema,
  channelCampaignsResponseSchema,
  channelOkResponseSchema,
} from '@ulak/shared';
import { workspaceOf } from '../module.js';
import type { CampaignsService } from './campaigns.service.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const startErrors = { ...errors, 402: apiErrorSchema };

// campaignsRoutes registers /api/channels/campaigns/* in the authenticated scope.
export async function campaignsRoutes(app: FastifyInstance, service: CampaignsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = { tags: ['channels'], security: [{ bearer: [] }] };
  const params = channelCampaignParamsSchema;
  r.get(
    '/api/channels/campaigns',
    {
      schema: {
        ...e,
        summary: 'SMS, WhatsApp and push campaigns with per-recipient figures, newest first',
        querystring: channelCampaignsQuerySchema,
        response: { 200: channelCampaignsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await service.list(workspaceOf(req), req.query)), page: req.query.page, limit: req.query.limit }),
  );
  r.post(
    '/api/channels/campaigns',
    {
      schema: {
        ...e,
        summary: 'Create a draft campaign to a list or a segment (WhatsApp: an approved template)',
        body: channelCampaignInputSchema,
        response: { 201: channelCampaignResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ success: true as const, campaign: await service.create(workspaceOf(req), req.body) }),
  );
  r.get(
    '/api/channels/campaigns/:id',
    { schema: { ...e, summary: 'One campaign', params, response: { 200: channelCampaignResponseSchema, ...errors } } },
    async (req) => ({
      success: true as const,
      campaign: await service.get(workspaceOf(req), req.params.id),
    }),
  );
  r.post(
    '/api/channels/campaigns/:id/send',
    {
      schema: {
        ...e,
        summary: 'Start sending',
        description:
          "Recipients are written at once; workers claim them in batches (FOR UPDATE SKIP LOCKED) and send each with an idempotency key. Consent per channel is checked for each recipient (skipped with the reason otherwise). 402 CHANNEL_CAMPAIGN_OVER_LIMIT when the plan's monthly allowance of the channel is used up; recipients past the allowance while it sends are skipped with CHANNEL_PLAN_LIMIT.",
        params,
        response: { 200: channelCampaignResponseSchema, ...startErrors },
      },
    },
    async (req) => ({ success: true as const, campaign: await service.start(workspaceOf(req), req.params.id) }),
  );
  r.get(
    '/api/channels/campaigns/:id/recipients',
    {
      schema: {
        ...e,
        summary: 'Recipients with their delivery status',
        params,
        querystring: channelCampaignRecipientsQuerySchema,
        response: { 200: channelCampaignRecipientsResponseSchema, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await service.recipients(workspaceOf(req), req.params.id, req.query.page, req.query.limit)),
      page: req.query.page,
      limit: req.query.limit,
    }),
  );
  r.delete(
    '/api/channels/campaigns/:id',
    { schema: { ...e, summary: 'Delete a draft', params, response: { 200: channelOkResponseSchema, ...errors } } },
    async (req) => {
      await service.remove(workspaceOf(req), req.params.id);
      return { success: true as const };
    },
  );
}
