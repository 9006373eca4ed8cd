// Live chat: visitors write from the public widget with an unguessable token; the platform team answers from the panel.
import crypto from 'node:crypto';
import { translate, type ChatConversationItemView, type ChatConversationView, type ChatMessageView, type Language, type PublicSiteAnswer } from '@ulak/shared';
import { AppError, notFound } from '../../http/errors.js';
import { createThrottle, type Hit } from '../auth/index.js';
import type { ChatMessageRow, ChatRepo } from './chat.repo.js';

const hashToken = (t: string) => crypto.createHash('sha256').update(t).digest('hex');
/** 5 new conversations per hour per IP, 30 messages per minute per conversation. */
const LIMITS = { start: { windowMs: 60 * 60 * 1000, max: 5 }, message: { windowMs: 60 * 1000, max: 30 } };

// messageView is the specification's chat message shape.
export const messageView = (m: ChatMessageRow): ChatMessageView => ({
  id: m.id,
  text: m.text,
  sender: m.sender,
  timestamp: m.createdAt.toISOString(),
  type: 'text' as const,
});

export type ChatService = ReturnType<typeof chatService>;

/** Each message of the site chat, handed to the platform workspace's unified inbox (best effort: never fails a chat call). */
export type ChatMirror = (m: {
  conversationId: string;
  messageId: string;
  sender: 'user' | 'agent';
  text: string;
  agentId?: string;
  at: Date;
}) => Promise<void>;

// chatService builds the live-chat rules; `mirror` copies every message into the platform's inbox.
export function chatService(repo: ChatRepo, hit: Hit, mirror?: ChatMirror) {
  const check = createThrottle(hit);
  const copy = async (rows: ChatMessageRow[]) => {
    for (const m of rows) {
      await mirror?.({
        conversationId: m.conversationId,
        messageId: m.id,
        sender: m.sender as 'user' | 'agent',
        text: m.text,
        agentId: m.agentId ?? undefined,
        at: m.createdAt,
      }).catch(() => undefined);
    }
  };
  async function byToken(token: string | undefined) {
    const conv = token && token.length < 200 ? await repo.findByToken(hashToken(token)) : undefined;
    if (!conv) throw new AppError(404, 'CHAT_NOT_FOUND');
    return conv;
  }
  return {
    /** Opens a conversation with the visitor's first message and an automatic acknowledgement. */
    async start(text: string, language: Language, ip: string): Promise<PublicSiteAnswer<'chatStarted'>> {
      await check(LIMITS.start, `chat:ip:${ip}`);
      const visitorToken = crypto.randomBytes(24).toString('base64url');
      const { conversation, messages } = await repo.create(hashToken(visitorToken), language, [
        { sender: 'user', text },
        { sender: 'agent', text: translate('CHAT_AUTO_REPLY', language) },
      ]);
      await copy(messages);
      return { conversationId: conversation.id, visitorToken, messages: messages.map(messageView) };
    },
    async post(token: string | undefined, text: string): Promise<ChatMessageView> {
      const conv = await byToken(token);
      await check(LIMITS.message, `chat:conv:${conv.id}`);
      const row = await repo.addMessage(conv.id, 'user', text);
      await copy([row]);
      return messageView(row);
    },
    async poll(token: string | undefined, after?: Date): Promise<ChatMessageView[]> {
      const conv = await byToken(token);
      return (await repo.messages(conv.id, after)).map(messageView);
    },
    async list(status: 'open' | 'closed' | undefined, limit: number, offset: number) {
      const { items, total } = await repo.list(status, limit, offset);
      return {
        items: items.map((c): ChatConversationItemView => ({
          id: c.id,
          status: c.status,
          language: c.language,
          lastMessageAt: c.lastMessageAt.toISOString(),
          createdAt: c.createdAt.toISOString(),
          lastText: c.lastText ?? null,
          lastSender: c.lastSender === 'user' || c.lastSender === 'agent' ? c.lastSender : null,
        })),
        total,
      };
    },
    async conversation(id: string): Promise<ChatConversationView> {
      const conv = await repo.find(id);
      if (!conv) throw notFound();
      return {
        id: conv.id,
        status: conv.status,
        language: conv.language,
        createdAt: conv.createdAt.toISOString(),
        messages: (await repo.messages(id)).map(messageView),
      };
    },
    async reply(id: string, text: string, agentId: string) {
      if (!(await repo.find(id))) throw notFound();
      const row = await repo.addMessage(id, 'agent', text, agentId);
      await copy([row]);
      return messageView(row);
    },
    async setStatus(id: string, status: 'open' | 'closed') {
      if (!(await repo.setStatus(id, status))) throw notFound();
    },
  };
}
