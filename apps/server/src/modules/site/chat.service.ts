// Live chat: visitors write from the public widget with an unguessable token; the platform team answers from the panel.
import crypto from 'node:crypto';
import { translate, type Language } from '@ulak/shared';
import { AppError, notFound } from '../../http/errors.js';
import { createThrottle, type Hit } from '../auth/throttle.js';
import type { ChatMessageRow, ChatRepo } from './chat.repo.js';

const hashToken = (t: string) => crypto.createHash('sha256').update(t).digest('hex');
/** 5 new conversations per hour per IP, 30 messages per minute per conversation. */
const LIMITS = { start: { windowMs: 60 * 60 * 1000, max: 5 }, message: { windowMs: 60 * 1000, max: 30 } };

// messageView is the specification's chat message shape.
export const messageView = (m: ChatMessageRow) => ({ id: m.id, text: m.text, sender: m.sender, timestamp: m.createdAt.toISOString(), type: 'text' as const });

export type ChatService = ReturnType<typeof chatService>;

// chatService builds the live-chat rules.
export function chatService(repo: ChatRepo, hit: Hit) {
  const check = createThrottle(hit);
  async function byToken(token: string | undefined) {
    const conv = token && token.length < 200 ? await repo.findByToken(hashToken(token)) : undefined;
    if (!conv) throw new AppError(404, 'CHAT_NOT_FOUND');
    return conv;
  }
  return {
    /** Opens a conversation with the visitor's first message and an automatic acknowledgement. */
    async start(text: string, language: Language, ip: string) {
      await check(LIMITS.start, `chat:ip:${ip}`);
      const visitorToken = crypto.randomBytes(24).toString('base64url');
      const { conversation, messages } = await repo.create(hashToken(visitorToken), language, [
        { sender: 'user', text },
        { sender: 'agent', text: translate('CHAT_AUTO_REPLY', language) },
      ]);
      return { conversationId: conversation.id, visitorToken, messages: messages.map(messageView) };
    },
    async post(token: string | undefined, text: string) {
      const conv = await byToken(token);
      await check(LIMITS.message, `chat:conv:${conv.id}`);
      return messageView(await repo.addMessage(conv.id, 'user', text));
    },
    async poll(token: string | undefined, after?: Date) {
      const conv = await byToken(token);
      return (await repo.messages(conv.id, after)).map(messageView);
    },
    list: (status: 'open' | 'closed' | undefined, limit: number, offset: number) => repo.list(status, limit, offset),
    async conversation(id: string) {
      const conv = await repo.find(id);
      if (!conv) throw notFound();
      return { id: conv.id, status: conv.status, language: conv.language, createdAt: conv.createdAt.toISOString(), messages: (await repo.messages(id)).map(messageView) };
    },
    async reply(id: string, text: string, agentId: string) {
      if (!(await repo.find(id))) throw notFound();
      return messageView(await repo.addMessage(id, 'agent', text, agentId));
    },
    async setStatus(id: string, status: 'open' | 'closed') {
      if (!(await repo.setStatus(id, status))) throw notFound();
    },
  };
}
