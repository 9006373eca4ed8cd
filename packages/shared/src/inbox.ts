// The contract of the unified inbox and the live chat widget: zod schemas of every request and 2xx response, constants and types.
import { z } from 'zod';

/** Where a conversation came from; agents answer on the same channel. */
export const INBOX_CHANNELS = ['chat', 'email', 'sms', 'whatsapp', 'telegram'] as const;
export type InboxChannel = (typeof INBOX_CHANNELS)[number];
export const INBOX_STATUSES = ['open', 'resolved'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
/** WhatsApp accepts free text only within 24 hours of the customer's last message; outside it, only approved templates. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Longest message text an agent or a visitor may send. */
export const INBOX_TEXT_MAX = 2000;
/** Longest text kept from an inbound message (SMS, email, messaging apps); longer ones are cut. */
export const INBOX_INBOUND_TEXT_MAX = 10_000;
/** The widget shows the greeting this long after it is first opened with no messages (seed 000 §6). */
export const WIDGET_GREETING_DELAY_MS = 1000;
/** How long a signed stream token opens the agent's event stream. */
export const INBOX_STREAM_TOKEN_TTL_S = 60;
export const INBOX_PAGE_SIZES = [20, 50, 100] as const;

const text = z.string('v.required').trim().min(1, 'v.required').max(INBOX_TEXT_MAX, 'v.tooLong');

export const inboxConversationSchema = z.object({
  id: z.string(),
  channel: z.enum(INBOX_CHANNELS),
  status: z.enum(INBOX_STATUSES),
  contactId: z.string().nullable(),
  /** The sender's name as the channel gave it (visitor name, email display name), else null. */
  name: z.string().nullable(),
  /** The sender's address on the channel: email, phone number, Telegram chat, or the visitor's id. */
  from: z.string(),
  assigneeId: z.string().nullable(),
  unreadCount: z.number().int(),
  lastMessageAt: z.string(),
  lastInboundAt: z.string().nullable(),
  preview: z.string(),
  createdAt: z.string(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

export const inboxMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  direction: z.enum(['in', 'out']),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxUnreadSchema = z.object({ total: z.number().int(), byChannel: z.record(z.string(), z.number().int()) });
export type InboxUnread = z.infer<typeof inboxUnreadSchema>;

export const inboxListQuerySchema = z.strictObject({
  channel: z.enum(INBOX_CHANNELS, 'v.invalid').optional(),
  status: z.enum(INBOX_STATUSES, 'v.invalid').optional(),
  /** A member's user id, `me`, or `none` for unassigned conversations. */
  assignee: z.union([z.uuid('v.invalid'), z.enum(['me', 'none'])], 'v.invalid').optional(),
  page: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(10_000, 'v.invalid').default(1),
  pageSize: z.coerce.number('v.invalid').int('v.invalid').min(1, 'v.invalid').max(100, 'v.invalid').default(20),
});
export type InboxListQuery = z.input<typeof inboxListQuerySchema>;

export const inboxListResponseSchema = z.object({
  items: z.array(inboxConversationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: inboxUnreadSchema,
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

export const inboxIdParamsSchema = z.object({ id: z.uuid('v.invalid') });

/** The contact beside the thread (from the audience), when the conversation is linked to one. */
export const inboxContactSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  status: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});

export const inboxThreadResponseSchema = z.object({
  conversation: inboxConversationSchema,
  messages: z.array(inboxMessageSchema),
  contact: inboxContactSchema.nullable(),
  /** Whether free text may be sent now (false only on WhatsApp outside the 24-hour window). */
  canReply: z.boolean(),
});
export type InboxThreadResponse = z.infer<typeof inboxThreadResponseSchema>;

export const inboxReplySchema = z.strictObject({ text });
export const inboxAssignSchema = z.strictObject({ assigneeId: z.uuid('v.invalid').nullable() });
export const inboxStatusSchema = z.strictObject({ status: z.enum(INBOX_STATUSES, 'v.invalid') });
export const inboxTypingSchema = z.strictObject({ typing: z.boolean('v.invalid') });
export const inboxMessageResponseSchema = z.object({ message: inboxMessageSchema });
export const inboxConversationResponseSchema = z.object({ conversation: inboxConversationSchema });
export const inboxOkSchema = z.object({ ok: z.literal(true) });

export const inboxMembersResponseSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })) });
export type InboxMember = z.infer<typeof inboxMembersResponseSchema>['items'][number];

export const inboxStreamTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });

/** The workspace's widget: its public key, the script to embed, the greeting visitors see first. */
export const inboxWidgetSettingsSchema = z.object({
  key: z.string(),
  scriptUrl: z.string(),
  snippet: z.string(),
  greeting: z.string().nullable(),
  /** The address customers' email replies go to (null when the inbound SMTP server is not configured). */
  replyAddress: z.string().nullable(),
});
export type InboxWidgetSettings = z.infer<typeof inboxWidgetSettingsSchema>;
export const inboxWidgetUpdateSchema = z.strictObject({ greeting: z.string('v.invalid').trim().max(300, 'v.tooLong').nullable() });

/** Events on the agents' stream (`GET /api/inbox/stream`) and, for one visitor, on the widget's stream. */
export const inboxEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversation: inboxConversationSchema, message: inboxMessageSchema }),
  z.object({ type: z.literal('conversation'), conversation: inboxConversationSchema }),
  z.object({ type: z.literal('typing'), conversationId: z.string(), who: z.enum(['visitor', 'agent']), typing: z.boolean() }),
  z.object({ type: z.literal('unread'), unread: inboxUnreadSchema }),
]);
export type InboxEvent = z.infer<typeof inboxEventSchema>;

// Public widget endpoints (any origin): the visitor's identity is a signed token the widget keeps in localStorage.
export const widgetKeyParamsSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'v.invalid') });
export const widgetConfigResponseSchema = z.object({ greeting: z.string().nullable(), language: z.enum(['tr', 'en']) });
export const widgetVisitorSchema = z.strictObject({});
export const widgetVisitorResponseSchema = z.object({ visitorToken: z.string() });
/** The visitor's token in a URL is named `token`, so the access log redacts it. */
export const widgetTokenQuerySchema = z.object({ token: z.string().min(1, 'v.required').max(300, 'v.invalid') });
export const widgetSendSchema = z.strictObject({
  visitorToken: z.string().min(1, 'v.required').max(300, 'v.invalid'),
  /** A client id per message: a retried post never makes a second message. */
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'v.invalid'),
  text,
});
export const widgetTypingSchema = z.strictObject({ visitorToken: z.string().min(1, 'v.required').max(300, 'v.invalid'), typing: z.boolean('v.invalid') });
/** A message as the visitor sees it: no internal ids, the agent's name on replies. */
export const widgetMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export const widgetMessagesResponseSchema = z.object({ messages: z.array(widgetMessageSchema) });
export const widgetSendResponseSchema = z.object({ message: widgetMessageSchema, duplicate: z.boolean() });

// Types of the responses, for the web client (z.infer here, where zod is the contract's own version).
export type InboxListFilters = z.input<typeof inboxListQuerySchema>;
export type InboxMembersResponse = z.infer<typeof inboxMembersResponseSchema>;
export type InboxMessageResponse = z.infer<typeof inboxMessageResponseSchema>;
export type InboxConversationResponse = z.infer<typeof inboxConversationResponseSchema>;
export type InboxStreamTokenResponse = z.infer<typeof inboxStreamTokenResponseSchema>;
