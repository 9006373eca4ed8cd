// SQL for workspaces and their members.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/auth.schema.js';
import { workspaces } from './workspaces.schema.js';

export type WorkspacesRepo = ReturnType<typeof workspacesRepo>;

// workspacesRepo reads a workspace and counts its members.
export function workspacesRepo(db: Db) {
  return {
    async find(id: string) {
      const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id));
      return row;
    },
    /** Name and the owner's language (used to word system text in campaign mail). */
    async info(id: string): Promise<{ name: string; language: 'tr' | 'en' }> {
      const [row] = await db
        .select({ name: workspaces.name, language: users.language })
        .from(workspaces)
        .leftJoin(users, eq(users.workspaceId, workspaces.id))
        .where(eq(workspaces.id, id))
        .orderBy(users.createdAt)
        .limit(1);
      return { name: row?.name ?? 'Ulak', language: row?.language ?? 'tr' };
    },
    async memberCount(id: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.workspaceId, id));
      return Number(row?.n ?? 0);
    },
  };
}
