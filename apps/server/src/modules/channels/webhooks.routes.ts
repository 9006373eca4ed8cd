// Public routes of the channels: provider webhooks and callbacks (each proves itself with the provider's signature;
// 401 and nothing stored otherwise) and the push subscription endpoints a workspace's own site calls.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  channelHookParamsSchema,
  channelTextResponseSchema,
  channelWebhookAckSchema,
  pushKeyResponseSchema,
  pushSubscribeResponseSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  slackEventAckSchema,
} from '@ulak/shared';
import { AppError, badRequest } from '../../http/errors.js';
import type { WebhooksService } from './webhooks.service.js';
import { serviceWorker, subscribeScript } from './push-script.js';

const TWIML_EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const denied = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const form = (body: unknown) => (typeof body === 'object' && body ? (body as Record<string, string>) : {});

// cors lets a workspace's own site call the push endpoints (simple requests: text/plain bodies, no credentials).
const cors = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');

// parseJson reads a text body as JSON against a schema, as a 400 when it is not.
function parseJson<T>(schema: z.ZodType<T>, raw: unknown): T {
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw badRequest('BAD_JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest('CHANNEL_PUSH_SUBSCRIPTION_INVALID');
  return parsed.data;
}

// webhooksRoutes registers /api/channels/hooks/*, /api/channels/push/:token/* and the tracked-link redirect
// /api/channels/c/:code in the public scope.
export function webhooksRoutes(hooks: WebhooksService, publicUrl: string, click: (code: string) => Promise<string | undefined>) {
  return async (app: FastifyInstance) => {
    // signatures are over the exact bytes: JSON bodies stay text here (an encapsulated parser, as the billing webhook does)
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const e = { tags: ['channels-webhooks'] };
    const params = channelHookParamsSchema;

    r.post(
      '/api/channels/hooks/sms/:token',
      {
        schema: {
          ...e,
          summary: 'Twilio incoming SMS (X-Twilio-Signature); STOP unsubscribes the number',
          params,
          response: { 200: channelTextResponseSchema, ...denied },
        },
      },
      async (req, reply) => {
        await hooks.smsInbound(req.params.token, req.url, form(req.body), header(req.headers['x-twilio-signature']));
        return reply.type('text/xml').send(TWIML_EMPTY);
      },
    );
    r.post(
      '/api/channels/hooks/sms/:token/status',
      {
        schema: {
          ...e,
          summary: 'Twilio StatusCallback (X-Twilio-Signature); statuses only move forward',
          params,
          response: { 200: channelTextResponseSchema, ...denied },
        },
      },
      async (req, reply) => {
        await hooks.smsStatus(req.params.token, req.url, form(req.body), header(req.headers['x-twilio-signature']));
        return reply.type('text/xml').send(TWIML_EMPTY);
      },
    );
    r.get(
      '/api/channels/hooks/whatsapp/:token',
      {
        schema: {
          ...e,
          summary: "Meta's webhook verification: answers hub.challenge when hub.verify_token is the workspace's",
          params,
          querystring: z.object({
            'hub.mode': z.string().optional(),
            'hub.verify_token': z.string().optional(),
            'hub.challenge': z.string().max(200).optional(),
          }),
          response: { 200: channelTextResponseSchema, ...denied },
        },
      },
      async (req, reply) => reply.type('text/plain').send(await hooks.whatsappVerify(req.params.token, req.query)),
    );
    r.post(
      '/api/channels/hooks/whatsapp/:token',
      {
        schema: {
          ...e,
          summary: 'WhatsApp Cloud API webhook (X-Hub-Signature-256): statuses and incoming messages',
          params,
          response: { 200: channelWebhookAckSchema, ...denied },
        },
      },
      async (req) => {
        await hooks.whatsappWebhook(req.params.token, String(req.body ?? ''), header(req.headers['x-hub-signature-256']));
        return { received: true as const };
      },
    );
    r.post(
      '/api/channels/hooks/telegram/:token',
      {
        schema: {
          ...e,
          summary: 'Telegram webhook (X-Telegram-Bot-Api-Secret-Token); "/start <token>" links a contact',
          params,
          response: { 200: channelWebhookAckSchema, ...denied },
        },
      },
      async (req) => {
        const secret = header(req.headers['x-telegram-bot-api-secret-token']);
        let body: unknown;
        try {
          body = JSON.parse(String(req.body ?? ''));
        } catch {
          body = undefined;
        }
        await hooks.telegramWebhook(req.params.token, secret, body);
        return { received: true as const };
      },
    );
    r.post(
      '/api/channels/hooks/slack/:token',
      {
        schema: {
          ...e,
          summary: 'Slack Events API (v0 signing secret, 5-minute window); answers url_verification',
          params,
          response: { 200: slackEventAckSchema, ...denied },
        },
      },
      async (req) => {
        const out = await hooks.slackEvent(
          req.params.token,
          String(req.body ?? ''),
          header(req.headers['x-slack-request-timestamp']),
          header(req.headers['x-slack-signature']),
        );
        return { received: true as const, ...out };
      },
    );

    r.get(
      '/api/channels/c/:code',
      {
        schema: {
          ...e,
          summary: 'A tracked link of a campaign message: counts the click and redirects to the link as the message wrote it',
          params: z.object({ code: z.string().max(40) }),
          response: { 302: channelTextResponseSchema, 404: apiErrorSchema },
        },
      },
      async (req, reply) => {
        const to = await click(req.params.code);
        if (!to) throw new AppError(404, 'CHANNEL_LINK_NOT_FOUND');
        return reply.header('cache-control', 'no-store').redirect(to, 302);
      },
    );
    r.get(
      '/api/channels/push/:token/sw.js',
      { schema: { ...e, summary: 'The push service worker to serve from your site', params, response: { 200: channelTextResponseSchema, ...denied } } },
      async (req, reply) => {
        // served only for a workspace's real push token (an unknown one is 404, like the subscribe script)
        await hooks.pushKey(req.params.token);
        return cors(reply).type('text/javascript').send(serviceWorker());
      },
    );
    r.get(
      '/api/channels/push/:token/subscribe.js',
      {
        schema: { ...e, summary: 'The subscribe script for your site', params, response: { 200: channelTextResponseSchema, ...denied } },
      },
      async (req, reply) => {
        const key = await hooks.pushKey(req.params.token);
        return cors(reply)
          .type('text/javascript')
          .send(subscribeScript(`${publicUrl}/api/channels/push/${req.params.token}`, key));
      },
    );
    r.get(
      '/api/channels/push/:token/key',
      { schema: { ...e, summary: "The workspace's VAPID public key", params, response: { 200: pushKeyResponseSchema, ...denied } } },
      async (req, reply) => {
        cors(reply);
        return { publicKey: await hooks.pushKey(req.params.token) };
      },
    );
    r.post(
      '/api/channels/push/:token/subscriptions',
      {
        schema: {
          ...e,
          summary: "Store a browser's push subscription (JSON as text/plain or application/json)",
          params,
          response: { 201: pushSubscribeResponseSchema, ...denied },
        },
      },
      async (req, reply) => {
        cors(reply);
        await hooks.pushKey(req.params.token); // an unknown token is a 401 before the body is looked at
        const id = await hooks.pushSubscribe(req.params.token, parseJson(pushSubscriptionInputSchema, req.body));
        return reply.status(201).send({ success: true as const, id });
      },
    );
    r.post(
      '/api/channels/push/:token/unsubscribe',
      {
        schema: { ...e, summary: 'Forget a push subscription by its endpoint', params, response: { 200: channelWebhookAckSchema, ...denied } },
      },
      async (req, reply) => {
        cors(reply);
        await hooks.pushKey(req.params.token);
        await hooks.pushUnsubscribe(req.params.token, parseJson(pushUnsubscribeInputSchema, req.body).endpoint);
        return { received: true as const };
      },
    );
  };
}
