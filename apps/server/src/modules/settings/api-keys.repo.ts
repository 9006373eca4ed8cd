// SQL for API keys and their per-minute request windows.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiKeys, apiKeyWindows } from './settings.schema.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiKeysRepo = ReturnType<typeof apiKeysRepo>;

// apiKeysRepo holds the API key queries; every read and write names the workspace except the token lookup.
export function apiKeysRepo(db: Db) {
  return {
    async insert(row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
      const [created] = await db.insert(apiKeys).values(row).returning();
      return created;
    },
    async list(workspaceId: string): Promise<ApiKeyRow[]> {
      return db.select().from(apiKeys).where(eq(apiKeys.workspaceId, workspaceId)).orderBy(desc(apiKeys.createdAt)).limit(500);
    },
    async find(workspaceId: string, id: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id)));
      return row;
    },
    /** The key of a token's public id (the token names its workspace through it). */
    async byPublicId(publicId: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.publicId, publicId));
      return row;
    },
    async revoke(workspaceId: string, id: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
        .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id)))
        .returning();
      return row;
    },
    /** Ends the old key at `until` (the overlap) and links it to its replacement. */
    async retire(workspaceId: string, id: string, until: Date, replacedById: string) {
      await db
        .update(apiKeys)
        .set({ replacedById, expiresAt: sql`least(coalesce(${apiKeys.expiresAt}, ${until}), ${until})` })
        .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    },
    /** Records a use; written at most once a minute per key to keep the hot path cheap. */
    async touch(id: string, ip: string | undefined) {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: new Date(), lastUsedIp: ip ?? null })
        .where(
          and(
            eq(apiKeys.id, id),
            sql`(${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < now() - interval '1 minute' OR ${apiKeys.lastUsedIp} IS DISTINCT FROM ${ip ?? null})`,
          ),
        );
    },
    /** Counts a request in the key's window and returns the window's count. */
    async hit(keyId: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(apiKeyWindows)
        .values({ keyId, windowStart, count: 1 })
        .onConflictDoUpdate({ target: [apiKeyWindows.keyId, apiKeyWindows.windowStart], set: { count: sql`${apiKeyWindows.count} + 1` } })
        .returning({ count: apiKeyWindows.count });
      return row.count;
    },
    async pruneWindows(before: Date) {
      await db.delete(apiKeyWindows).where(lt(apiKeyWindows.windowStart, before));
    },
  };
}
