// The unified inbox's rules: inbound messages land once, agents answer on the channel the message came from (WhatsApp's
// 24-hour rule enforced), assignment, status and read state, and live events to agents and widget visitors.
import crypto from 'node:crypto';
import {
  INBOX_INBOUND_TEXT_MAX,
  INBOX_STREAM_TOKEN_TTL_S,
  WHATSAPP_WINDOW_MS,
  type InboxChannel,
  type InboxConversation,
  type InboxEvent,
  type InboxMessage,
} from '@ulak/shared';
import { AppError, badRequest, notFound, tooManyRequests } from '../../http/errors.js';
import type { Services } from '../../http/types.js';
import type { Bus } from './bus.js';
import type { ConversationRow, InboxRepo, MessageRow } from './inbox.repo.js';
import type { InboxTokens } from './tokens.js';

export type ReceiveInput = {
  workspaceId: string;
  channel: InboxChannel;
  externalId: string;
  from: string;
  contactId?: string;
  name?: string;
  text: string;
  at?: Date;
  threadKey?: string;
};
export type ReceiveResult = { conversationId: string; messageId: string; duplicate: boolean };

/** The part of the channels module's front door the inbox uses (looked up at send time: the module is optional). */
export type ChannelsPort = {
  send: (input: {
    workspaceId: string;
    channel: 'sms' | 'whatsapp' | 'telegram' | 'slack';
    to?: string;
    text?: string;
    idempotencyKey?: string;
    /** An answer to someone who wrote: counted in the month's usage, never held by the plan's limit. */
    reply?: boolean;
  }) => Promise<{
    messageId: string;
    status: 'queued' | 'sent' | 'skipped' | 'failed';
    reason?: string;
  }>;
  status?: (workspaceId: string) => Promise<Record<string, string>>;
};

export type EmailReply = { to: string; subject: string; text: string; messageId: string; inReplyTo?: string; references: string[]; replyTo?: string };

export type InboxDeps = {
  repo: InboxRepo;
  bus: Bus;
  tokens: InboxTokens;
  contacts: () => Services['contacts'];
  channels: () => ChannelsPort | undefined;
  sendEmail: (mail: EmailReply) => Promise<void>;
  /** The domain of Message-IDs and the reply address; the reply address is null when inbound mail is off. */
  mailDomain: string;
  replyAddress: (workspaceId: string) => string | null;
  publicUrl: string;
  /** Answers a conversation of the public site's chat (the platform workspace's inbox holds them). */
  siteChatReply: (siteConversationId: string, text: string, agentId: string) => Promise<{ id: string }>;
};

/** A message of the public site's chat (modules/site/chat.*), mirrored into the platform workspace's inbox. */
export type SiteChatMessage = { conversationId: string; messageId: string; sender: 'user' | 'agent'; text: string; agentId?: string; at: Date };
const SITE = 'site:';

export const agentTopic = (workspaceId: string) => `ws:${workspaceId}`;
export const visitorTopic = (workspaceId: string, visitorId: string) => `visitor:${workspaceId}:${visitorId}`;

// conversationView is the contract's conversation shape.
export const conversationView = (c: ConversationRow): InboxConversation => ({
  id: c.id,
  channel: c.channel as InboxChannel,
  status: c.status as 'open' | 'resolved',
  contactId: c.contactId,
  name: c.name,
  from: c.fromAddress,
  assigneeId: c.assigneeId,
  unreadCount: c.unreadCount,
  lastMessageAt: c.lastMessageAt.toISOString(),
  lastInboundAt: c.lastInboundAt?.toISOString() ?? null,
  preview: c.preview,
  createdAt: c.createdAt.toISOString(),
});

// messageView is the contract's message shape.
export const messageView = (m: MessageRow): InboxMessage => ({
  id: m.id,
  conversationId: m.conversationId,
  direction: m.direction as 'in' | 'out',
  authorId: m.authorId,
  authorName: m.authorName,
  text: m.text,
  createdAt: m.createdAt.toISOString(),
});

/** A small fixed-window limiter per key, bounded in memory (one process; see docs/inbox.md). */
function limiter(max: number, windowMs: number, maxKeys = 50_000) {
  const hits = new Map<string, { n: number; until: number }>();
  return (key: string) => {
    const now = Date.now();
    let h = hits.get(key);
    if (!h || h.until < now) {
      if (hits.size >= maxKeys) for (const [k, v] of hits) if (v.until < now || hits.size >= maxKeys) hits.delete(k);
      h = { n: 0, until: now + windowMs };
      hits.set(key, h);
    }
    h.n += 1;
    if (h.n > max) throw tooManyRequests(Math.ceil((h.until - now) / 1000));
  };
}

// canReplyFreeText says whether free text may go out now: everywhere but WhatsApp outside its 24-hour window.
export function canReplyFreeText(c: Pick<ConversationRow, 'channel' | 'lastInboundAt'>, now = Date.now()): boolean {
  if (c.channel !== 'whatsapp') return true;
  return !!c.lastInboundAt && now - c.lastInboundAt.getTime() <= WHATSAPP_WINDOW_MS;
}

export type InboxService = ReturnType<typeof inboxService>;

// inboxService builds the inbox's rules on its repository, bus and tokens.
export function inboxService(deps: InboxDeps) {
  const { repo, bus, tokens } = deps;
  // 20 messages a minute per visitor; an address may be an office behind one NAT, so it gets more
  const visitorMessages = limiter(20, 60_000);
  const addressMessages = limiter(120, 60_000);
  const visitorStarts = limiter(30, 60 * 60_000);
  const typingLimit = limiter(120, 60_000);

  let platform: string | undefined;
  async function platformWorkspace() {
    platform ??= await repo.platformWorkspace();
    return platform;
  }

  async function pushUnread(workspaceId: string) {
    bus.publish(agentTopic(workspaceId), { type: 'unread', unread: await repo.unread(workspaceId) } satisfies InboxEvent);
  }
  function pushMessage(conv: ConversationRow, msg: MessageRow) {
    const message = messageView(msg);
    bus.publish(agentTopic(conv.workspaceId), { type: 'message', conversation: conversationView(conv), message } satisfies InboxEvent, {
      workspaceId: conv.workspaceId,
      messageId: msg.id,
    });
    if (conv.channel === 'chat')
      bus.publish(
        visitorTopic(conv.workspaceId, conv.threadKey),
        { type: 'message', message: visitorMessage(msg) },
        { workspaceId: conv.workspaceId, messageId: msg.id },
      );
  }
  async function owned(workspaceId: string, id: string) {
    const c = await repo.conversation(workspaceId, id);
    if (!c) throw notFound();
    return c;
  }
  async function linkContact(workspaceId: string, input: ReceiveInput): Promise<string | null> {
    const contacts = deps.contacts();
    if (input.contactId) {
      try {
        return (await contacts.get(workspaceId, input.contactId)).id;
      } catch {
        return null;
      }
    }
    if (input.channel !== 'email') return null;
    const found = await contacts.list(workspaceId, { search: input.from, sort: 'created_at', order: 'desc', limit: 5 }).catch(() => undefined);
    return found?.items.find((x) => x.email.toLowerCase() === input.from.toLowerCase())?.id ?? null;
  }

  /** Lands an inbound message once (a retried delivery with the same external id is a duplicate) and tells the agents. */
  async function receive(input: ReceiveInput & { subject?: string }): Promise<ReceiveResult> {
    const externalId = input.externalId.trim().slice(0, 500);
    const from = input.from.trim().slice(0, 320);
    if (!externalId || !from) throw badRequest('INBOX_INVALID_INBOUND');
    const seen = await repo.messageByExternal(input.workspaceId, input.channel, externalId);
    if (seen) return { conversationId: seen.conversationId, messageId: seen.id, duplicate: true };
    const contactId = await linkContact(input.workspaceId, input);
    const res = await repo.receive({
      workspaceId: input.workspaceId,
      channel: input.channel,
      threadKey: (input.threadKey ?? from).slice(0, 500),
      externalId,
      from,
      name: input.name?.trim().slice(0, 200) || null,
      contactId,
      text: input.text.slice(0, INBOX_INBOUND_TEXT_MAX),
      at: input.at ?? new Date(),
      subject: input.subject?.slice(0, 500) ?? null,
    });
    if (!res.duplicate) {
      pushMessage(res.conversation, res.message);
      await pushUnread(input.workspaceId);
    }
    return { conversationId: res.conversation.id, messageId: res.message.id, duplicate: res.duplicate };
  }

  const visitorMessage = (m: MessageRow) => ({
    id: m.id,
    direction: m.direction as 'in' | 'out',
    authorName: m.direction === 'out' ? m.authorName : null,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
  });

  async function deliver(conv: ConversationRow, text: string, agentId: string): Promise<string | null> {
    switch (conv.channel) {
      case 'chat': {
        if (!conv.threadKey.startsWith(SITE) || conv.workspaceId !== (await platformWorkspace())) return null;
        // the public site's chat: the answer goes into its own conversation (its widget reads it from there)
        const sent = await deps.siteChatReply(conv.threadKey.slice(SITE.length), text, agentId);
        return `${SITE}${sent.id}`;
      }
      case 'email': {
        if (!conv.fromAddress.includes('@')) throw new AppError(409, 'INBOX_NO_ADDRESS');
        const history = await repo.messages(conv.workspaceId, conv.id, 50);
        const ids = history.map((x) => x.externalId).filter((x): x is string => !!x && x.startsWith('<'));
        const lastIn = [...history].reverse().find((x) => x.direction === 'in' && x.externalId?.startsWith('<'));
        const messageId = `<${crypto.randomUUID()}@${deps.mailDomain}>`;
        const base = conv.subject?.trim() || '';
        const subject = /^re:/i.test(base) ? base : `Re: ${base}`.trim();
        try {
          await deps.sendEmail({
            to: conv.fromAddress,
            subject,
            text,
            messageId,
            inReplyTo: lastIn?.externalId ?? undefined,
            references: ids.slice(-10),
            replyTo: deps.replyAddress(conv.workspaceId) ?? undefined,
          });
        } catch (err) {
          throw new AppError(502, 'INBOX_SEND_FAILED', { reason: err instanceof Error ? err.message.slice(0, 200) : 'error' });
        }
        return messageId;
      }
      default: {
        const channels = deps.channels();
        const channel = conv.channel as 'sms' | 'whatsapp' | 'telegram';
        if (!channels?.send) throw new AppError(409, 'INBOX_CHANNEL_NOT_CONFIGURED');
        const state = channels.status ? (await channels.status(conv.workspaceId))[channel] : 'connected';
        if (!state || state === 'available') throw new AppError(409, 'INBOX_CHANNEL_NOT_CONFIGURED');
        const out = await channels.send({
          workspaceId: conv.workspaceId,
          channel,
          to: conv.fromAddress,
          text,
          idempotencyKey: `inbox:${conv.id}:${crypto.randomUUID()}`,
          reply: true,
        });
        if (out.status === 'skipped') throw new AppError(409, 'INBOX_SEND_SKIPPED', { reason: out.reason ?? '' });
        if (out.status === 'failed') throw new AppError(502, 'INBOX_SEND_FAILED', { reason: out.reason ?? '' });
        return out.messageId;
      }
    }
  }

  return {
    receive,

    async list(workspaceId: string, userId: string, q: { channel?: string; status?: string; assignee?: string; page: number; pageSize: number }) {
      const assignee = q.assignee === 'me' ? userId : q.assignee === 'none' ? null : q.assignee;
      const [{ items, total }, unread] = await Promise.all([
        repo.list(workspaceId, { channel: q.channel, status: q.status, assignee, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
        repo.unread(workspaceId),
      ]);
      return { items: items.map(conversationView), total, page: q.page, pageSize: q.pageSize, unread };
    },

    async thread(workspaceId: string, id: string) {
      const conv = await owned(workspaceId, id);
      const messages = await repo.messages(workspaceId, id);
      let contact = null;
      if (conv.contactId) {
        const c = await deps
          .contacts()
          .get(workspaceId, conv.contactId)
          .catch(() => undefined);
        if (c)
          contact = {
            id: c.id,
            email: c.email,
            firstName: c.firstName,
            lastName: c.lastName,
            phone: c.phone,
            company: c.company,
            status: c.status,
            tags: c.tags ?? [],
            createdAt: c.createdAt,
          };
      }
      return { conversation: conversationView(conv), messages: messages.map(messageView), contact, canReply: canReplyFreeText(conv) };
    },

    /** Sends an agent's reply on the conversation's own channel and records it. */
    async reply(workspaceId: string, userId: string, id: string, text: string) {
      const conv = await owned(workspaceId, id);
      if (!canReplyFreeText(conv)) throw new AppError(409, 'INBOX_WHATSAPP_WINDOW_CLOSED');
      const author = await repo.member(workspaceId, userId);
      const externalId = await deliver(conv, text, userId);
      const { message, conversation, inserted } = await repo.addOutbound(workspaceId, id, conv.channel, {
        authorId: userId,
        authorName: author?.name ?? '',
        text,
        externalId,
      });
      if (inserted) pushMessage(conversation, message);
      return messageView(message);
    },

    async assign(workspaceId: string, id: string, assigneeId: string | null) {
      await owned(workspaceId, id);
      if (assigneeId && !(await repo.member(workspaceId, assigneeId))) throw badRequest('INBOX_ASSIGNEE_NOT_MEMBER');
      const conv = await repo.update(workspaceId, id, { assigneeId });
      bus.publish(agentTopic(workspaceId), { type: 'conversation', conversation: conversationView(conv) } satisfies InboxEvent);
      return conversationView(conv);
    },

    async setStatus(workspaceId: string, id: string, status: 'open' | 'resolved') {
      await owned(workspaceId, id);
      const conv = await repo.update(workspaceId, id, { status });
      bus.publish(agentTopic(workspaceId), { type: 'conversation', conversation: conversationView(conv) } satisfies InboxEvent);
      return conversationView(conv);
    },

    async markRead(workspaceId: string, id: string) {
      await owned(workspaceId, id);
      const conv = await repo.update(workspaceId, id, { unreadCount: 0 });
      bus.publish(agentTopic(workspaceId), { type: 'conversation', conversation: conversationView(conv) } satisfies InboxEvent);
      await pushUnread(workspaceId);
      return conversationView(conv);
    },

    /** An agent is typing in a conversation: shown to the other agents and, on chat, to the visitor. */
    async agentTyping(workspaceId: string, userId: string, id: string, typing: boolean) {
      typingLimit(`agent:${userId}`);
      const conv = await owned(workspaceId, id);
      bus.publish(agentTopic(workspaceId), { type: 'typing', conversationId: id, who: 'agent', typing } satisfies InboxEvent);
      if (conv.channel === 'chat') bus.publish(visitorTopic(workspaceId, conv.threadKey), { type: 'typing', typing });
    },

    members: (workspaceId: string) => repo.members(workspaceId),
    streamToken: (userId: string, workspaceId: string) => tokens.stream(userId, workspaceId, INBOX_STREAM_TOKEN_TTL_S),
    readStreamToken: (token: string) => tokens.readStream(token),

    async widgetSettings(workspaceId: string) {
      const w = await repo.ensureWidget(workspaceId, crypto.randomBytes(16).toString('base64url'));
      const scriptUrl = `${deps.publicUrl}/api/inbox/widget/${w.key}.js`;
      return {
        key: w.key,
        scriptUrl,
        snippet: `<script src="${scriptUrl}" async></script>`,
        greeting: w.greeting,
        replyAddress: deps.replyAddress(workspaceId),
      };
    },
    async setGreeting(workspaceId: string, greeting: string | null) {
      await repo.ensureWidget(workspaceId, crypto.randomBytes(16).toString('base64url'));
      await repo.setGreeting(workspaceId, greeting || null);
    },

    // --- the public widget: a key names the workspace, a signed token names the visitor ---
    async widget(key: string) {
      const w = await repo.widgetByKey(key);
      if (!w) throw new AppError(404, 'INBOX_WIDGET_NOT_FOUND');
      return w;
    },
    newVisitor(workspaceId: string, ip: string) {
      visitorStarts(`start:${ip}`);
      return tokens.visitor(workspaceId, crypto.randomBytes(16).toString('base64url'));
    },
    visitorOf(workspaceId: string, token: string) {
      const id = tokens.readVisitor(workspaceId, token);
      if (!id) throw new AppError(401, 'INBOX_VISITOR_TOKEN_INVALID');
      return id;
    },
    async visitorSend(workspaceId: string, visitorId: string, clientId: string, text: string, ip: string) {
      visitorMessages(`msg:${visitorId}`);
      addressMessages(`ip:${ip}`);
      const r = await receive({ workspaceId, channel: 'chat', externalId: `${visitorId}:${clientId}`, from: visitorId, threadKey: visitorId, text });
      const msg = await repo.message(workspaceId, r.messageId);
      return { message: visitorMessage(msg!), duplicate: r.duplicate };
    },
    async visitorHistory(workspaceId: string, visitorId: string) {
      const conv = await repo.conversationByThread(workspaceId, 'chat', visitorId);
      return conv ? (await repo.messages(workspaceId, conv.id, 200)).map(visitorMessage) : [];
    },
    async visitorTyping(workspaceId: string, visitorId: string, typing: boolean) {
      typingLimit(`visitor:${visitorId}`);
      const conv = await repo.conversationByThread(workspaceId, 'chat', visitorId);
      if (conv) bus.publish(agentTopic(workspaceId), { type: 'typing', conversationId: conv.id, who: 'visitor', typing } satisfies InboxEvent);
    },

    /** Mirrors a message of the public site's chat into the platform workspace's inbox (visitor in, team out), once. */
    async siteChat(m: SiteChatMessage) {
      const workspaceId = await platformWorkspace();
      if (!workspaceId) return;
      const threadKey = `${SITE}${m.conversationId}`;
      const externalId = `${SITE}${m.messageId}`;
      if (m.sender === 'user') {
        await receive({ workspaceId, channel: 'chat', externalId, from: threadKey, threadKey, text: m.text, at: m.at });
        return;
      }
      const conv = await repo.conversationByThread(workspaceId, 'chat', threadKey);
      if (!conv) return;
      const author = m.agentId ? await repo.member(workspaceId, m.agentId) : undefined;
      const out = await repo.addOutbound(workspaceId, conv.id, 'chat', {
        authorId: author?.id ?? null,
        authorName: author?.name ?? '',
        text: m.text,
        externalId,
        at: m.at,
      });
      if (out.inserted) pushMessage(out.conversation, out.message);
    },

    /** Rebuilds a message event that was too large for NOTIFY (see bus.ts). */
    async loadEvent(topic: string, ref: { workspaceId: string; messageId: string }) {
      const msg = await repo.message(ref.workspaceId, ref.messageId);
      if (!msg) return undefined;
      if (topic.startsWith('visitor:')) return { type: 'message', message: visitorMessage(msg) };
      const conv = await repo.conversation(ref.workspaceId, msg.conversationId);
      return conv ? { type: 'message', conversation: conversationView(conv), message: messageView(msg) } : undefined;
    },
  };
}
