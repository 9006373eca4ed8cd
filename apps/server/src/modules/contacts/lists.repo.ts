// SQL for lists (with member counts) and segments; scoped by workspace.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lists, segments } from './contacts.schema.js';

export type ListRow = typeof lists.$inferSelect;
export type SegmentRow = typeof segments.$inferSelect;
export type ListsRepo = ReturnType<typeof listsRepo>;

const memberCount = (status: string) => sql<number>`(select count(*)::int from list_members m where m.list_id = "lists"."id" and m.status = ${status})`;

// listsRepo holds list and segment queries.
export function listsRepo(db: Db) {
  return {
    async lists(workspaceId: string) {
      return db
        .select({ list: lists, confirmed: memberCount('confirmed'), pending: memberCount('pending'), unsubscribed: memberCount('unsubscribed') })
        .from(lists)
        .where(eq(lists.workspaceId, workspaceId))
        .orderBy(desc(lists.createdAt));
    },
    async findList(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(lists)
        .where(and(eq(lists.workspaceId, workspaceId), eq(lists.id, id)));
      return row;
    },
    /** A public list by id alone (public subscribe forms carry no workspace). */
    async findPublicList(id: string) {
      const [row] = await db
        .select()
        .from(lists)
        .where(and(eq(lists.id, id), eq(lists.visibility, 'public')));
      return row;
    },
    async createList(workspaceId: string, input: Omit<typeof lists.$inferInsert, 'workspaceId'>) {
      const [row] = await db
        .insert(lists)
        .values({ ...input, workspaceId })
        .returning();
      return row;
    },
    async updateList(workspaceId: string, id: string, patch: Partial<typeof lists.$inferInsert>) {
      const [row] = await db
        .update(lists)
        .set(patch)
        .where(and(eq(lists.workspaceId, workspaceId), eq(lists.id, id)))
        .returning();
      return row;
    },
    async deleteList(workspaceId: string, id: string) {
      const rows = await db
        .delete(lists)
        .where(and(eq(lists.workspaceId, workspaceId), eq(lists.id, id)))
        .returning({ id: lists.id });
      return rows.length > 0;
    },

    async segments(workspaceId: string) {
      return db.select().from(segments).where(eq(segments.workspaceId, workspaceId)).orderBy(desc(segments.createdAt));
    },
    async findSegment(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(segments)
        .where(and(eq(segments.workspaceId, workspaceId), eq(segments.id, id)));
      return row;
    },
    async createSegment(workspaceId: string, input: Omit<typeof segments.$inferInsert, 'workspaceId'>) {
      const [row] = await db
        .insert(segments)
        .values({ ...input, workspaceId })
        .returning();
      return row;
    },
    async updateSegment(workspaceId: string, id: string, patch: Partial<typeof segments.$inferInsert>) {
      const [row] = await db
        .update(segments)
        .set(patch)
        .where(and(eq(segments.workspaceId, workspaceId), eq(segments.id, id)))
        .returning();
      return row;
    },
    async deleteSegment(workspaceId: string, id: string) {
      const rows = await db
        .delete(segments)
        .where(and(eq(segments.workspaceId, workspaceId), eq(segments.id, id)))
        .returning({ id: segments.id });
      return rows.length > 0;
    },
  };
}
