// HTTP routes of the channels in the signed-in panel: configure, test and disconnect each channel, send one message,
// read the outbound log, per-channel consent of a contact, the Telegram deep link, the push snippet, integrations.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  channelConfigBodySchema,
  channelConsentInputSchema,
  channelConsentsQuerySchema,
  channelConsentsResponseSchema,
  channelListResponseSchema,
  channelMessagesQuerySchema,
  channelMessagesResponseSchema,
  channelOkResponseSchema,
  channelParamsSchema,
  channelResponseSchema,
  channelSendInputSchema,
  channelSendResponseSchema,
  channelStatusResponseSchema,
  channelUsageResponseSchema,
  integrationsResponseSchema,
  pushSnippetResponseSchema,
  telegramLinkResponseSchema,
  whatsappTemplatesResponseSchema,
} from '@ulak/shared';
import { requestLanguage } from '../../http/error-handler.js';
import { workspaceOf } from '../module.js';
import type { ChannelsService } from './channels.service.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

// channelsRoutes registers /api/channels/* in the authenticated scope.
export function channelsRoutes(service: ChannelsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const e = { tags: ['channels'], security: [{ bearer: [] }] };

    r.get(
      '/api/channels',
      { schema: { ...e, summary: 'Every channel with its state; settings without secrets', response: { 200: channelListResponseSchema } } },
      async (req) => ({
        success: true as const,
        channels: await service.list(workspaceOf(req)),
      }),
    );
    r.get(
      '/api/channels/status',
      { schema: { ...e, summary: 'connected / available / error per channel', response: { 200: channelStatusResponseSchema } } },
      async (req) => ({
        success: true as const,
        status: await service.status(workspaceOf(req)),
      }),
    );
    r.get(
      '/api/channels/integrations',
      {
        schema: { ...e, summary: 'The channel integrations for the settings Integrations tab (seed 001 §3)', response: { 200: integrationsResponseSchema } },
      },
      async (req) => ({ success: true as const, integrations: await service.integrations(workspaceOf(req), requestLanguage(req)) }),
    );
    r.get(
      '/api/channels/messages',
      {
        schema: {
          ...e,
          summary: 'The outbound message log, newest first',
          querystring: channelMessagesQuerySchema,
          response: { 200: channelMessagesResponseSchema, 400: apiErrorSchema },
        },
      },
      async (req) => ({ success: true as const, ...(await service.messages(workspaceOf(req), req.query)), page: req.query.page, limit: req.query.limit }),
    );
    r.post(
      '/api/channels/send',
      {
        schema: {
          ...e,
          summary: 'Send one message',
          description:
            'The message row is written before the provider is called. A caller mistake (channel not configured, no text, a malformed number) is a 400 and stores nothing; a recipient without consent, unsubscribed by STOP, or outside the WhatsApp 24-hour window gives status "skipped" with the reason; a provider failure (after retries for 5xx and timeouts) gives "failed" with the provider\'s error.',
          body: channelSendInputSchema,
          response: { 200: channelSendResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, result: await service.send({ ...req.body, workspaceId: workspaceOf(req) }, true) }),
    );
    r.get(
      '/api/channels/consents',
      {
        schema: {
          ...e,
          summary: "A contact's per-channel addresses and consent",
          querystring: channelConsentsQuerySchema,
          response: { 200: channelConsentsResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, consents: await service.consents(workspaceOf(req), req.query.contactId) }),
    );
    r.put(
      '/api/channels/consents',
      {
        schema: {
          ...e,
          summary: "Grant or revoke a contact's consent on a channel",
          body: channelConsentInputSchema,
          response: { 200: channelOkResponseSchema, ...errors },
        },
      },
      async (req) => {
        await service.setConsent(workspaceOf(req), req.body);
        return { success: true as const };
      },
    );
    r.get(
      '/api/channels/telegram/link',
      {
        schema: {
          ...e,
          summary: 'The deep link a contact opens to link its Telegram chat',
          querystring: channelConsentsQuerySchema,
          response: { 200: telegramLinkResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, url: await service.telegramLink(workspaceOf(req), req.query.contactId) }),
    );
    r.get(
      '/api/channels/push/snippet',
      {
        schema: { ...e, summary: 'The script tag and service worker a workspace puts on its site', response: { 200: pushSnippetResponseSchema, ...errors } },
      },
      async (req) => ({ success: true as const, ...(await service.pushSnippet(workspaceOf(req))) }),
    );
    r.get(
      '/api/channels/whatsapp/templates',
      {
        schema: {
          ...e,
          summary: "The approved templates of the workspace's WhatsApp Business Account",
          description:
            "Read from the Cloud API (GET /{version}/{waba-id}/message_templates?status=APPROVED) with the WABA id of the WhatsApp settings: each template with its header, body, footer and buttons and how many parameters each takes. 400 CHANNEL_WHATSAPP_ACCOUNT_REQUIRED without a WABA id; 502 CHANNEL_PROVIDER_ERROR with the provider's reason.",
          response: { 200: whatsappTemplatesResponseSchema, ...errors, 502: apiErrorSchema },
        },
      },
      async (req) => ({ success: true as const, templates: await service.whatsappTemplates(workspaceOf(req)) }),
    );
    r.get(
      '/api/channels/usage',
      {
        schema: {
          ...e,
          summary: "This month's SMS, WhatsApp and push messages against the plan's limits",
          description: 'A message counts when it is handed to the provider (a refusal gives it back); skipped messages never count.',
          response: { 200: channelUsageResponseSchema },
        },
      },
      async (req) => ({ success: true as const, ...(await service.usage(workspaceOf(req))) }),
    );
    r.get(
      '/api/channels/:channel',
      {
        schema: { ...e, summary: 'One channel', params: channelParamsSchema, response: { 200: channelResponseSchema, ...errors } },
      },
      async (req) => ({ success: true as const, channel: await service.get(workspaceOf(req), req.params.channel) }),
    );
    r.put(
      '/api/channels/:channel',
      {
        schema: {
          ...e,
          summary: 'Configure a channel (then tested at once)',
          description: 'Secret fields are write-only: left out, the stored value is kept. The answer never contains a secret.',
          params: channelParamsSchema,
          body: channelConfigBodySchema,
          response: { 200: channelResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, channel: await service.configure(workspaceOf(req), req.params.channel, req.body) }),
    );
    r.post(
      '/api/channels/:channel/test',
      {
        schema: {
          ...e,
          summary: 'Test the connection now and store the result',
          params: channelParamsSchema,
          response: { 200: channelResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, channel: await service.test(workspaceOf(req), req.params.channel) }),
    );
    r.delete(
      '/api/channels/:channel',
      {
        schema: {
          ...e,
          summary: 'Disconnect a channel (its message log stays)',
          params: channelParamsSchema,
          response: { 200: channelOkResponseSchema, ...errors },
        },
      },
      async (req) => {
        await service.disconnect(workspaceOf(req), req.params.channel);
        return { success: true as const };
      },
    );
  };
}
