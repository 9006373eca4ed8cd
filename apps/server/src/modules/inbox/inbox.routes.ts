// HTTP routes of the unified inbox for agents (signed-in workspace) and its live event stream.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  inboxAssignSchema,
  inboxConversationResponseSchema,
  inboxIdParamsSchema,
  inboxListQuerySchema,
  inboxListResponseSchema,
  inboxMembersResponseSchema,
  inboxMessageResponseSchema,
  inboxOkSchema,
  inboxReplySchema,
  inboxStatusSchema,
  inboxStreamTokenResponseSchema,
  inboxThreadResponseSchema,
  inboxTypingSchema,
  inboxWidgetSettingsSchema,
  inboxWidgetUpdateSchema,
} from '@ulak/shared';
import { eventStreamResponse } from '@ulak/shared/responses';
import { AppError, tooManyRequests } from '../../http/errors.js';
import { session } from '../../http/auth-guard.js';
import { workspaceOf } from '../module.js';
import type { Bus } from './bus.js';
import { agentTopic, type InboxService } from './inbox.service.js';
import { openSse, type StreamRegistry } from './sse.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['inbox'];
const security = [{ bearer: [] }];

// inboxAgentRoutes registers the agents' API under /api/inbox (the authenticated scope checks the session).
export function inboxAgentRoutes(inbox: InboxService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const s = { tags, security };
    const user = (req: Parameters<typeof session>[0]) => session(req).user.id;

    r.get(
      '/api/inbox/conversations',
      {
        schema: {
          ...s,
          summary: 'Conversations from every channel: filter by channel, status and assignee (me, none or a member); unread counts',
          querystring: inboxListQuerySchema,
          response: { 200: inboxListResponseSchema, ...errors },
        },
      },
      async (req) => inbox.list(workspaceOf(req), user(req), req.query),
    );

    r.get(
      '/api/inbox/conversations/:id',
      {
        schema: {
          ...s,
          summary: "A conversation's messages and the contact beside the thread",
          params: inboxIdParamsSchema,
          response: { 200: inboxThreadResponseSchema, ...errors },
        },
      },
      async (req) => inbox.thread(workspaceOf(req), req.params.id),
    );

    r.post(
      '/api/inbox/conversations/:id/reply',
      {
        schema: {
          ...s,
          summary:
            "Reply on the channel the conversation came from (chat: pushed to the visitor; email: sent with In-Reply-To; SMS, WhatsApp, Telegram: through the channels module). 409 INBOX_WHATSAPP_WINDOW_CLOSED outside WhatsApp's 24-hour window, 409 INBOX_CHANNEL_NOT_CONFIGURED without an adapter",
          params: inboxIdParamsSchema,
          body: inboxReplySchema,
          response: { 200: inboxMessageResponseSchema, 502: apiErrorSchema, ...errors },
        },
      },
      async (req) => ({ message: await inbox.reply(workspaceOf(req), user(req), req.params.id, req.body.text) }),
    );

    r.post(
      '/api/inbox/conversations/:id/assign',
      {
        schema: {
          ...s,
          summary: 'Assign to a member of the workspace (null unassigns)',
          params: inboxIdParamsSchema,
          body: inboxAssignSchema,
          response: { 200: inboxConversationResponseSchema, ...errors },
        },
      },
      async (req) => ({ conversation: await inbox.assign(workspaceOf(req), req.params.id, req.body.assigneeId) }),
    );

    r.post(
      '/api/inbox/conversations/:id/status',
      {
        schema: {
          ...s,
          summary: 'Resolve or reopen',
          params: inboxIdParamsSchema,
          body: inboxStatusSchema,
          response: { 200: inboxConversationResponseSchema, ...errors },
        },
      },
      async (req) => ({ conversation: await inbox.setStatus(workspaceOf(req), req.params.id, req.body.status) }),
    );

    r.post(
      '/api/inbox/conversations/:id/read',
      {
        schema: {
          ...s,
          summary: 'Mark the conversation read (its unread count becomes 0)',
          params: inboxIdParamsSchema,
          response: { 200: inboxConversationResponseSchema, ...errors },
        },
      },
      async (req) => ({ conversation: await inbox.markRead(workspaceOf(req), req.params.id) }),
    );

    r.post(
      '/api/inbox/conversations/:id/typing',
      {
        schema: {
          ...s,
          summary: 'The agent is typing (shown to the visitor on chat and to the other agents)',
          params: inboxIdParamsSchema,
          body: inboxTypingSchema,
          response: { 200: inboxOkSchema, 429: apiErrorSchema, ...errors },
        },
      },
      async (req) => {
        await inbox.agentTyping(workspaceOf(req), user(req), req.params.id, req.body.typing);
        return { ok: true as const };
      },
    );

    r.get(
      '/api/inbox/members',
      {
        schema: { ...s, summary: 'Members a conversation can be assigned to', response: { 200: inboxMembersResponseSchema, ...errors } },
      },
      async (req) => ({ items: await inbox.members(workspaceOf(req)) }),
    );

    r.post(
      '/api/inbox/stream-token',
      {
        schema: {
          ...s,
          summary: 'A signed token (valid 60 s) that opens GET /api/inbox/stream: EventSource cannot send the Authorization header',
          response: { 200: inboxStreamTokenResponseSchema, ...errors },
        },
      },
      async (req) => {
        const t = inbox.streamToken(user(req), workspaceOf(req));
        return { token: t.token, expiresAt: t.expiresAt.toISOString() };
      },
    );

    r.get(
      '/api/inbox/widget',
      {
        schema: {
          ...s,
          summary: "The workspace's chat widget: public key, embed snippet, greeting, email reply address",
          response: { 200: inboxWidgetSettingsSchema, ...errors },
        },
      },
      async (req) => inbox.widgetSettings(workspaceOf(req)),
    );

    r.put(
      '/api/inbox/widget',
      {
        schema: { ...s, summary: "Change the widget's greeting", body: inboxWidgetUpdateSchema, response: { 200: inboxWidgetSettingsSchema, ...errors } },
      },
      async (req) => {
        await inbox.setGreeting(workspaceOf(req), req.body.greeting);
        return inbox.widgetSettings(workspaceOf(req));
      },
    );
  };
}

// inboxStreamRoute registers GET /api/inbox/stream (public scope: the signed stream token is its credential).
export function inboxStreamRoute(app: FastifyInstance, inbox: InboxService, bus: Bus, streams: StreamRegistry) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/inbox/stream',
    {
      schema: {
        tags,
        summary: "Server-sent events for the agents of the token's workspace: message, conversation, typing, unread (token from POST /api/inbox/stream-token)",
        querystring: z.object({ token: z.string().min(1).max(300) }),
        response: { 200: eventStreamResponse('message, conversation, typing, unread'), 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const who = inbox.readStreamToken(req.query.token);
      if (!who) throw new AppError(401, 'INBOX_STREAM_TOKEN_INVALID');
      const key = `agent:${who.userId}`;
      if (!streams.canOpen(key)) throw tooManyRequests(10);
      const stream = openSse(req, reply);
      streams.add(stream, key, () => reply.raw.end());
      const off = bus.subscribe(agentTopic(who.workspaceId), (e) => stream.send(e));
      stream.onClose(off);
    },
  );
}
