// SQL of the unified inbox: conversations, messages and the widget key, every statement scoped by workspace.
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workspaceMemberIds } from '../settings/settings.schema.js';
import { inboxConversations, inboxMessages, inboxWidgets } from './inbox.schema.js';

export type ConversationRow = typeof inboxConversations.$inferSelect;
export type MessageRow = typeof inboxMessages.$inferSelect;
export type InboxRepo = ReturnType<typeof inboxRepo>;

export type NewInbound = {
  workspaceId: string;
  channel: string;
  threadKey: string;
  externalId: string;
  from: string;
  name: string | null;
  contactId: string | null;
  text: string;
  at: Date;
  subject: string | null;
};

// inboxRepo builds the inbox's queries on one database.
export function inboxRepo(db: Db) {
  const c = inboxConversations;
  const m = inboxMessages;
  const conversation = async (workspaceId: string, id: string) =>
    (
      await db
        .select()
        .from(c)
        .where(and(eq(c.workspaceId, workspaceId), eq(c.id, id)))
        .limit(1)
    )[0];
  const messageByExternal = async (workspaceId: string, channel: string, externalId: string) =>
    (
      await db
        .select()
        .from(m)
        .where(and(eq(m.workspaceId, workspaceId), eq(m.channel, channel), eq(m.externalId, externalId)))
        .limit(1)
    )[0];
  return {
    conversation,
    messageByExternal,
    message: async (workspaceId: string, id: string) =>
      (
        await db
          .select()
          .from(m)
          .where(and(eq(m.workspaceId, workspaceId), eq(m.id, id)))
          .limit(1)
      )[0],
    conversationByThread: async (workspaceId: string, channel: string, threadKey: string) =>
      (
        await db
          .select()
          .from(c)
          .where(and(eq(c.workspaceId, workspaceId), eq(c.channel, channel), eq(c.threadKey, threadKey)))
          .limit(1)
      )[0],

    /** Stores an inbound message once: the conversation is found or made by thread, the message by external id. */
    async receive(input: NewInbound): Promise<{ conversation: ConversationRow; message: MessageRow; duplicate: boolean }> {
      return db.transaction(async (tx) => {
        const [conv] = await tx
          .insert(c)
          .values({
            workspaceId: input.workspaceId,
            channel: input.channel,
            threadKey: input.threadKey,
            fromAddress: input.from,
            name: input.name,
            contactId: input.contactId,
            subject: input.subject,
            lastMessageAt: input.at,
          })
          .onConflictDoUpdate({ target: [c.workspaceId, c.channel, c.threadKey], set: { updatedAt: new Date() } })
          .returning();
        const [inserted] = await tx
          .insert(m)
          .values({
            workspaceId: input.workspaceId,
            conversationId: conv.id,
            channel: input.channel,
            direction: 'in',
            text: input.text,
            externalId: input.externalId,
            createdAt: input.at,
            authorName: input.name,
          })
          .onConflictDoNothing({ target: [m.workspaceId, m.channel, m.externalId] })
          .returning();
        if (!inserted) {
          const existing = (
            await tx
              .select()
              .from(m)
              .where(and(eq(m.workspaceId, input.workspaceId), eq(m.channel, input.channel), eq(m.externalId, input.externalId)))
              .limit(1)
          )[0];
          const existingConv = (await tx.select().from(c).where(eq(c.id, existing.conversationId)).limit(1))[0];
          return { conversation: existingConv, message: existing, duplicate: true };
        }
        const [updated] = await tx
          .update(c)
          .set({
            unreadCount: sql`${c.unreadCount} + 1`,
            preview: input.text.slice(0, 140),
            lastMessageAt: sql`greatest(${c.lastMessageAt}, ${input.at.toISOString()}::timestamptz)`,
            lastInboundAt: sql`greatest(coalesce(${c.lastInboundAt}, 'epoch'::timestamptz), ${input.at.toISOString()}::timestamptz)`,
            status: 'open',
            ...(input.name ? { name: sql`coalesce(${c.name}, ${input.name})` } : {}),
            ...(input.contactId ? { contactId: sql`coalesce(${c.contactId}, ${input.contactId}::uuid)` } : {}),
          })
          .where(eq(c.id, conv.id))
          .returning();
        return { conversation: updated, message: inserted, duplicate: false };
      });
    },

    /** Stores an agent's message once (by external id when it has one) and moves the conversation's last-message time. */
    async addOutbound(
      workspaceId: string,
      conversationId: string,
      channel: string,
      msg: { authorId: string | null; authorName: string; text: string; externalId: string | null; at?: Date },
    ) {
      return db.transaction(async (tx) => {
        const [message] = await tx
          .insert(m)
          .values({
            workspaceId,
            conversationId,
            channel,
            direction: 'out',
            authorId: msg.authorId,
            authorName: msg.authorName,
            text: msg.text,
            externalId: msg.externalId,
            ...(msg.at ? { createdAt: msg.at } : {}),
          })
          .onConflictDoNothing({ target: [m.workspaceId, m.channel, m.externalId] })
          .returning();
        if (!message) {
          const existing = (
            await tx
              .select()
              .from(m)
              .where(and(eq(m.workspaceId, workspaceId), eq(m.channel, channel), eq(m.externalId, msg.externalId ?? '')))
              .limit(1)
          )[0];
          const conv = (await tx.select().from(c).where(eq(c.id, existing.conversationId)).limit(1))[0];
          return { message: existing, conversation: conv, inserted: false };
        }
        const [conv] = await tx
          .update(c)
          .set({ preview: msg.text.slice(0, 140), lastMessageAt: sql`greatest(${c.lastMessageAt}, ${message.createdAt.toISOString()}::timestamptz)` })
          .where(and(eq(c.workspaceId, workspaceId), eq(c.id, conversationId)))
          .returning();
        return { message, conversation: conv, inserted: true };
      });
    },

    /** The platform operator's workspace (the first admin's): its inbox also holds the public site's chat. */
    async platformWorkspace(): Promise<string | undefined> {
      const r = await db.execute(sql`SELECT workspace_id FROM users WHERE role = 'admin' ORDER BY created_at ASC LIMIT 1`);
      return (r.rows[0] as { workspace_id: string } | undefined)?.workspace_id;
    },

    async list(workspaceId: string, q: { channel?: string; status?: string; assignee?: string | null; limit: number; offset: number }) {
      const where: SQL[] = [eq(c.workspaceId, workspaceId)];
      if (q.channel) where.push(eq(c.channel, q.channel));
      if (q.status) where.push(eq(c.status, q.status));
      if (q.assignee === null) where.push(isNull(c.assigneeId));
      else if (q.assignee) where.push(eq(c.assigneeId, q.assignee));
      const cond = and(...where);
      const [items, [{ n }]] = await Promise.all([
        db.select().from(c).where(cond).orderBy(desc(c.lastMessageAt), desc(c.id)).limit(q.limit).offset(q.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(c)
          .where(cond),
      ]);
      return { items, total: Number(n) };
    },

    /** Unread messages by channel, over open conversations. */
    async unread(workspaceId: string) {
      const rows = await db
        .select({ channel: c.channel, n: sql<number>`coalesce(sum(${c.unreadCount}), 0)::int` })
        .from(c)
        .where(and(eq(c.workspaceId, workspaceId), sql`${c.unreadCount} > 0`))
        .groupBy(c.channel);
      const byChannel = Object.fromEntries(rows.map((r) => [r.channel, Number(r.n)]));
      return { total: rows.reduce((s, r) => s + Number(r.n), 0), byChannel };
    },

    messages: (workspaceId: string, conversationId: string, limit = 500) =>
      db
        .select()
        .from(m)
        .where(and(eq(m.workspaceId, workspaceId), eq(m.conversationId, conversationId)))
        .orderBy(desc(m.createdAt), desc(m.id))
        .limit(limit)
        .then((rows) => rows.reverse()),

    /** The conversation of the first of these email Message-IDs the workspace has seen (In-Reply-To, References). */
    async threadOfEmail(workspaceId: string, messageIds: string[]) {
      if (!messageIds.length) return undefined;
      const rows = await db
        .select({ threadKey: c.threadKey })
        .from(m)
        .innerJoin(c, eq(c.id, m.conversationId))
        .where(and(eq(m.workspaceId, workspaceId), eq(m.channel, 'email'), inArray(m.externalId, messageIds)))
        .limit(1);
      return rows[0]?.threadKey;
    },

    update: async (workspaceId: string, id: string, set: Partial<Pick<ConversationRow, 'status' | 'assigneeId' | 'unreadCount'>>) =>
      (
        await db
          .update(c)
          .set(set)
          .where(and(eq(c.workspaceId, workspaceId), eq(c.id, id)))
          .returning()
      )[0],

    /** A member of the workspace (for assignment and author names). */
    async member(workspaceId: string, userId: string) {
      const r = await db.execute(
        sql`SELECT id, first_name, last_name, email FROM users WHERE id = ${userId}::uuid AND id IN ${workspaceMemberIds(workspaceId)} LIMIT 1`,
      );
      const row = r.rows[0] as { id: string; first_name: string; last_name: string; email: string } | undefined;
      return row ? { id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email } : undefined;
    },
    async members(workspaceId: string) {
      const r = await db.execute(
        sql`SELECT id, first_name, last_name, email FROM users WHERE id IN ${workspaceMemberIds(workspaceId)} ORDER BY first_name, last_name LIMIT 500`,
      );
      return (r.rows as { id: string; first_name: string; last_name: string; email: string }[]).map((u) => ({
        id: u.id,
        name: `${u.first_name} ${u.last_name}`.trim(),
        email: u.email,
      }));
    },

    widgetOf: async (workspaceId: string) => (await db.select().from(inboxWidgets).where(eq(inboxWidgets.workspaceId, workspaceId)).limit(1))[0],
    widgetByKey: async (key: string) => (await db.select().from(inboxWidgets).where(eq(inboxWidgets.key, key)).limit(1))[0],
    async ensureWidget(workspaceId: string, key: string) {
      await db.insert(inboxWidgets).values({ workspaceId, key }).onConflictDoNothing({ target: inboxWidgets.workspaceId });
      return (await db.select().from(inboxWidgets).where(eq(inboxWidgets.workspaceId, workspaceId)).limit(1))[0];
    },
    setGreeting: async (workspaceId: string, greeting: string | null) =>
      (await db.update(inboxWidgets).set({ greeting }).where(eq(inboxWidgets.workspaceId, workspaceId)).returning())[0],
  };
}
