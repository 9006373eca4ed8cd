// SQL for mail servers and sending settings, scoped by workspace.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailServers, sendingDomains, sendingSettings } from './sending.schema.js';

export type MailServerRow = typeof mailServers.$inferSelect;
export type SendingDomainRow = typeof sendingDomains.$inferSelect;
export type ServersRepo = ReturnType<typeof serversRepo>;
export type ServerCounters = { sent: number; failed: number; latencySum: number; latencyCount: number };

// serversRepo holds the mail-server queries.
export function serversRepo(db: Db) {
  return {
    list: (workspaceId: string) => db.select().from(mailServers).where(eq(mailServers.workspaceId, workspaceId)).orderBy(asc(mailServers.createdAt)),
    async find(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(mailServers)
        .where(and(eq(mailServers.workspaceId, workspaceId), eq(mailServers.id, id)));
      return row;
    },
    async insert(row: typeof mailServers.$inferInsert) {
      const [created] = await db.insert(mailServers).values(row).returning();
      return created;
    },
    async update(workspaceId: string, id: string, patch: Partial<typeof mailServers.$inferInsert>) {
      const [row] = await db
        .update(mailServers)
        .set(patch)
        .where(and(eq(mailServers.workspaceId, workspaceId), eq(mailServers.id, id)))
        .returning();
      return row;
    },
    async remove(workspaceId: string, id: string) {
      const rows = await db
        .delete(mailServers)
        .where(and(eq(mailServers.workspaceId, workspaceId), eq(mailServers.id, id)))
        .returning({ id: mailServers.id });
      return rows.length > 0;
    },
    /** Adds counters accumulated in memory; the daily counters restart on a new UTC day. */
    async addCounters(id: string, c: ServerCounters) {
      await db
        .update(mailServers)
        .set({
          sentToday: sql`case when ${mailServers.counterDate} = current_date then ${mailServers.sentToday} else 0 end + ${c.sent}`,
          failedToday: sql`case when ${mailServers.counterDate} = current_date then ${mailServers.failedToday} else 0 end + ${c.failed}`,
          counterDate: sql`current_date`,
          sentTotal: sql`${mailServers.sentTotal} + ${c.sent}`,
          failedTotal: sql`${mailServers.failedTotal} + ${c.failed}`,
          avgLatencyMs: c.latencyCount
            ? sql`coalesce(${mailServers.avgLatencyMs} * 0.8 + ${c.latencySum / c.latencyCount} * 0.2, ${c.latencySum / c.latencyCount})`
            : sql`${mailServers.avgLatencyMs}`,
        })
        .where(eq(mailServers.id, id));
    },
    /** Any workspace's server, by id: only for the platform admin's actions (quarantine release, warm-up). */
    async findForPlatform(id: string) {
      const [row] = await db.select().from(mailServers).where(eq(mailServers.id, id));
      return row;
    },
    /** Platform admin: changes a server of any workspace (its quarantine or warm-up), by id. */
    async updateForPlatform(id: string, patch: Partial<typeof mailServers.$inferInsert>) {
      const [row] = await db.update(mailServers).set(patch).where(eq(mailServers.id, id)).returning();
      return row;
    },
    /** Quarantines servers whose IP a blocklist lists (the first quarantine time is kept); returns their workspaces. */
    async quarantine(entries: { id: string; reason: string; zones: string[] }[]) {
      const workspaces = new Set<string>();
      for (const e of entries) {
        const rows = await db
          .update(mailServers)
          .set({ quarantinedAt: sql`coalesce(${mailServers.quarantinedAt}, now())`, quarantineReason: e.reason, quarantineZones: e.zones })
          .where(eq(mailServers.id, e.id))
          .returning({ workspaceId: mailServers.workspaceId });
        for (const r of rows) workspaces.add(r.workspaceId);
      }
      return [...workspaces];
    },
    /** Lifts the quarantine of servers; returns the workspaces of those that were quarantined. */
    async release(ids: string[]) {
      if (!ids.length) return [];
      const rows = await db
        .update(mailServers)
        .set({ quarantinedAt: null, quarantineReason: null, quarantineZones: null })
        .where(and(inArray(mailServers.id, ids), sql`${mailServers.quarantinedAt} is not null`))
        .returning({ workspaceId: mailServers.workspaceId });
      return [...new Set(rows.map((r) => r.workspaceId))];
    },
    async settings(workspaceId: string) {
      const [row] = await db.select().from(sendingSettings).where(eq(sendingSettings.workspaceId, workspaceId));
      return row;
    },
    async saveSettings(workspaceId: string, patch: Partial<typeof sendingSettings.$inferInsert>) {
      const [row] = await db
        .insert(sendingSettings)
        .values({ workspaceId, ...patch })
        .onConflictDoUpdate({ target: sendingSettings.workspaceId, set: patch })
        .returning();
      return row;
    },
    listDomains: (workspaceId: string) =>
      db.select().from(sendingDomains).where(eq(sendingDomains.workspaceId, workspaceId)).orderBy(asc(sendingDomains.domain)),
    async findDomain(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(sendingDomains)
        .where(and(eq(sendingDomains.workspaceId, workspaceId), eq(sendingDomains.id, id)));
      return row;
    },
    /** Adds a domain; undefined when the workspace already has it. */
    async insertDomain(row: typeof sendingDomains.$inferInsert) {
      const [created] = await db.insert(sendingDomains).values(row).onConflictDoNothing().returning();
      return created;
    },
    async updateDomain(workspaceId: string, id: string, patch: Partial<typeof sendingDomains.$inferInsert>) {
      const [row] = await db
        .update(sendingDomains)
        .set(patch)
        .where(and(eq(sendingDomains.workspaceId, workspaceId), eq(sendingDomains.id, id)))
        .returning();
      return row;
    },
    async removeDomain(workspaceId: string, id: string) {
      const rows = await db
        .delete(sendingDomains)
        .where(and(eq(sendingDomains.workspaceId, workspaceId), eq(sendingDomains.id, id)))
        .returning({ id: sendingDomains.id });
      return rows.length > 0;
    },
    /** The domains of a workspace whose ownership a DNS check confirmed. */
    async verifiedDomains(workspaceId: string) {
      const rows = await db
        .select({ domain: sendingDomains.domain })
        .from(sendingDomains)
        .where(and(eq(sendingDomains.workspaceId, workspaceId), eq(sendingDomains.status, 'verified')));
      return rows.map((r) => r.domain);
    },
  };
}
