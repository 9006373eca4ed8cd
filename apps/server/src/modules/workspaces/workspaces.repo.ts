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
    async memberCount(id: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.workspaceId, id));
      return Number(row?.n ?? 0);
    },
  };
}
