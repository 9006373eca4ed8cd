// SQL for live-chat conversations and messages.
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatConversations, chatMessages } from './site.schema.js';

export type ChatRepo = ReturnType<typeof chatRepo>;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

// chatRepo holds the live chat's queries.
export function chatRepo(db: Db) {
  return {
    async create(tokenHash: string, language: string, messages: { sender: 'user' | 'agent'; text: string }[]) {
      return db.transaction(async (tx) => {
        const [conv] = await tx.insert(chatConversations).values({ visitorTokenHash: tokenHash, language }).returning();
        const base = Date.now();
        const rows = await tx
          .insert(chatMessages)
          .values(messages.map((m, i) => ({ ...m, conversationId: conv.id, createdAt: new Date(base + i) })))
          .returning();
        return { conversation: conv, messages: rows };
      });
    },
    async findByToken(tokenHash: string) {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.visitorTokenHash, tokenHash));
      return row;
    },
    async find(id: string) {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row;
    },
    async addMessage(conversationId: string, sender: 'user' | 'agent', text: string, agentId?: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(chatMessages).values({ conversationId, sender, text, agentId }).returning();
        await tx
          .update(chatConversations)
          .set({ lastMessageAt: row.createdAt, ...(sender === 'user' ? { status: 'open' as const } : {}) })
          .where(eq(chatConversations.id, conversationId));
        return row;
      });
    },
    async messages(conversationId: string, after?: Date) {
      const cond = after
        ? and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.createdAt, after))
        : eq(chatMessages.conversationId, conversationId);
      return db.select().from(chatMessages).where(cond).orderBy(asc(chatMessages.createdAt)).limit(500);
    },
    async setStatus(id: string, status: 'open' | 'closed') {
      const [row] = await db.update(chatConversations).set({ status }).where(eq(chatConversations.id, id)).returning();
      return row;
    },
    async list(status: 'open' | 'closed' | undefined, limit: number, offset: number) {
      const where = status ? eq(chatConversations.status, status) : undefined;
      // correlated subqueries, written with explicit aliases: drizzle leaves columns unqualified inside sql``
      const last = (column: 'text' | 'sender') =>
        sql<string>`(select m.${sql.raw(column)} from chat_messages m where m.conversation_id = "chat_conversations"."id" order by m.created_at desc limit 1)`;
      const lastText = last('text');
      const lastSender = last('sender');
      const [items, [{ total }]] = await Promise.all([
        db
          .select({
            id: chatConversations.id,
            status: chatConversations.status,
            language: chatConversations.language,
            lastMessageAt: chatConversations.lastMessageAt,
            createdAt: chatConversations.createdAt,
            lastText,
            lastSender,
          })
          .from(chatConversations)
          .where(where)
          .orderBy(desc(chatConversations.lastMessageAt))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(chatConversations).where(where),
      ]);
      return { items, total: Number(total) };
    },
  };
}
