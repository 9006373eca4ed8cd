// SQL for sender identities and the domains due for their daily check, scoped by workspace.
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { senderIdentities, sendingDomains } from './sending.schema.js';

export type SenderIdentityRow = typeof senderIdentities.$inferSelect;
export type IdentitiesRepo = ReturnType<typeof identitiesRepo>;

// identitiesRepo holds the sender-identity queries.
export function identitiesRepo(db: Db) {
  return {
    list: (workspaceId: string) =>
      db.select().from(senderIdentities).where(eq(senderIdentities.workspaceId, workspaceId)).orderBy(asc(senderIdentities.createdAt)),
    count: async (workspaceId: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(senderIdentities)
          .where(eq(senderIdentities.workspaceId, workspaceId))
      )[0]?.n ?? 0,
    async find(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(senderIdentities)
        .where(and(eq(senderIdentities.workspaceId, workspaceId), eq(senderIdentities.id, id)));
      return row;
    },
    /** Adds an identity; undefined when the workspace already has one for the address. */
    async insert(row: typeof senderIdentities.$inferInsert) {
      const [created] = await db.insert(senderIdentities).values(row).onConflictDoNothing().returning();
      return created;
    },
    async update(workspaceId: string, id: string, patch: Partial<typeof senderIdentities.$inferInsert>) {
      const [row] = await db
        .update(senderIdentities)
        .set(patch)
        .where(and(eq(senderIdentities.workspaceId, workspaceId), eq(senderIdentities.id, id)))
        .returning();
      return row;
    },
    async remove(workspaceId: string, id: string) {
      const rows = await db
        .delete(senderIdentities)
        .where(and(eq(senderIdentities.workspaceId, workspaceId), eq(senderIdentities.id, id)))
        .returning({ id: senderIdentities.id });
      return rows.length > 0;
    },
    /** Sending domains, of every workspace, not checked since `before` (or never), oldest first. */
    dueDomains: (before: Date, limit: number) =>
      db
        .select({ id: sendingDomains.id, workspaceId: sendingDomains.workspaceId })
        .from(sendingDomains)
        .where(or(isNull(sendingDomains.checkedAt), lt(sendingDomains.checkedAt, before)))
        .orderBy(sql`${sendingDomains.checkedAt} asc nulls first`)
        .limit(limit),
  };
}
