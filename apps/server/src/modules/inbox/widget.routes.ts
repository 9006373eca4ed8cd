// Public routes of the live chat widget: the script, the visitor's messages and stream. Any origin may call them (the
// workspace's own site embeds the widget), so each route opens CORS to '*' while the rest of the API keeps its own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  widgetConfigResponseSchema,
  widgetKeyParamsSchema,
  widgetMessagesResponseSchema,
  widgetSendResponseSchema,
  widgetSendSchema,
  widgetTokenQuerySchema,
  widgetTypingSchema,
  widgetVisitorResponseSchema,
  widgetVisitorSchema,
  inboxOkSchema,
} from '@ulak/shared';
import { documentResponse, eventStreamResponse } from '@ulak/shared/responses';
import { requestLanguage } from '../../http/error-handler.js';
import { tooManyRequests } from '../../http/errors.js';
import type { Bus } from './bus.js';
import { visitorTopic, type InboxService } from './inbox.service.js';
import { openSse, type StreamRegistry } from './sse.js';
import { widgetScript } from './widget.script.js';

const PREFIX = '/api/inbox/widget/';
/** Widget bodies are a short message and a token: a few kilobytes at most. */
const BODY_LIMIT = 8 * 1024;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const tags = ['inbox widget'];
const open: Record<string, unknown> = { cors: { origin: '*', credentials: false, methods: ['GET', 'POST', 'OPTIONS'] } };

// inboxWidgetRoutes registers the public widget endpoints under /api/inbox/widget/.
export function inboxWidgetRoutes(app: FastifyInstance, inbox: InboxService, bus: Bus, publicUrl: string, streams: StreamRegistry) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // a page on another site loads the script and reads the answers: let it
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith(PREFIX)) reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  // preflight of the JSON posts from any origin (the global OPTIONS route answers only the product's own origin)
  r.options('/api/inbox/widget/*', { config: open, schema: { hide: true } }, async (_req, reply) => reply.status(204).send());

  app.get<{ Params: { file: string } }>(
    '/api/inbox/widget/:file',
    {
      config: open,
      schema: {
        tags,
        summary: 'The embeddable widget script: <script src="/api/inbox/widget/<key>.js">',
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.js$/, 'v.invalid') }),
        response: { 200: documentResponse('application/javascript'), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const key = req.params.file.slice(0, -3);
      await inbox.widget(key);
      return reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(widgetScript(publicUrl, key));
    },
  );

  r.get(
    '/api/inbox/widget/:key/config',
    {
      config: open,
      schema: {
        tags,
        summary: "The widget's greeting and the visitor's language",
        params: widgetKeyParamsSchema,
        response: { 200: widgetConfigResponseSchema, ...errors },
      },
    },
    async (req) => {
      const w = await inbox.widget(req.params.key);
      return { greeting: w.greeting, language: requestLanguage(req) };
    },
  );

  r.post(
    '/api/inbox/widget/:key/visitors',
    {
      config: open,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'A new visitor identity (a signed token the widget keeps in localStorage); rate limited per address',
        params: widgetKeyParamsSchema,
        body: widgetVisitorSchema,
        response: { 201: widgetVisitorResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const w = await inbox.widget(req.params.key);
      return reply.status(201).send({ visitorToken: inbox.newVisitor(w.workspaceId, req.ip) });
    },
  );

  r.get(
    '/api/inbox/widget/:key/messages',
    {
      config: open,
      schema: {
        tags,
        summary: "The visitor's conversation so far",
        params: widgetKeyParamsSchema,
        querystring: widgetTokenQuerySchema,
        response: { 200: widgetMessagesResponseSchema, ...errors },
      },
    },
    async (req) => {
      const w = await inbox.widget(req.params.key);
      return { messages: await inbox.visitorHistory(w.workspaceId, inbox.visitorOf(w.workspaceId, req.query.token)) };
    },
  );

  r.post(
    '/api/inbox/widget/:key/messages',
    {
      config: open,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: "A visitor's message (the clientId makes a retried post a duplicate, not a second message); rate limited",
        params: widgetKeyParamsSchema,
        body: widgetSendSchema,
        response: { 200: widgetSendResponseSchema, ...errors },
      },
    },
    async (req) => {
      const w = await inbox.widget(req.params.key);
      const visitor = inbox.visitorOf(w.workspaceId, req.body.visitorToken);
      return inbox.visitorSend(w.workspaceId, visitor, req.body.clientId, req.body.text, req.ip);
    },
  );

  r.post(
    '/api/inbox/widget/:key/typing',
    {
      config: open,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'The visitor is typing (shown to the agents)',
        params: widgetKeyParamsSchema,
        body: widgetTypingSchema,
        response: { 200: inboxOkSchema, ...errors },
      },
    },
    async (req) => {
      const w = await inbox.widget(req.params.key);
      await inbox.visitorTyping(w.workspaceId, inbox.visitorOf(w.workspaceId, req.body.visitorToken), req.body.typing);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/inbox/widget/:key/stream',
    {
      config: open,
      schema: {
        tags,
        summary: "Server-sent events for one visitor: the agents' replies and typing",
        params: widgetKeyParamsSchema,
        querystring: widgetTokenQuerySchema,
        response: { 200: eventStreamResponse('message, typing'), ...errors },
      },
    },
    async (req, reply) => {
      const w = await inbox.widget(req.params.key);
      const visitor = inbox.visitorOf(w.workspaceId, req.query.token);
      const key = `visitor:${visitor}`;
      if (!streams.canOpen(key)) throw tooManyRequests(10);
      const stream = openSse(req, reply);
      streams.add(stream, key, () => reply.raw.end());
      const off = bus.subscribe(visitorTopic(w.workspaceId, visitor), (e) => stream.send(e));
      stream.onClose(off);
    },
  );
}
