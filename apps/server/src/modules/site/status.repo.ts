// SQL for incidents and health samples.
import { and, avg, count, desc, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { incidents, statusSamples } from './site.schema.js';

export type IncidentRow = typeof incidents.$inferSelect;
export type StatusRepo = ReturnType<typeof statusRepo>;

// statusRepo holds the status page's queries.
export function statusRepo(db: Db) {
  return {
    async insertSamples(rows: { service: string; up: boolean; latencyMs: number }[]) {
      await db.insert(statusSamples).values(rows);
    },
    async pruneSamples(before: Date) {
      await db.delete(statusSamples).where(lt(statusSamples.checkedAt, before));
    },
    /** Per service: share of up samples since a date, and average latency of up samples since another. */
    async uptime(since: Date, latencySince: Date) {
      const rows = await db
        .select({
          service: statusSamples.service,
          total: count(),
          up: sql<number>`count(*) filter (where ${statusSamples.up})`,
          latency: sql<
            number | null
          >`avg(${statusSamples.latencyMs}) filter (where ${statusSamples.up} and ${statusSamples.checkedAt} >= ${latencySince.toISOString()})`,
        })
        .from(statusSamples)
        .where(gte(statusSamples.checkedAt, since))
        .groupBy(statusSamples.service);
      return rows.map((r) => ({ service: r.service, total: Number(r.total), up: Number(r.up), latency: r.latency === null ? null : Number(r.latency) }));
    },
    async overallLatency(since: Date) {
      const [row] = await db
        .select({ v: avg(statusSamples.latencyMs) })
        .from(statusSamples)
        .where(and(gte(statusSamples.checkedAt, since), eq(statusSamples.up, true)));
      return row?.v === null || row?.v === undefined ? null : Number(row.v);
    },
    /** Open incidents plus those resolved since a date, newest first. */
    async recentIncidents(resolvedSince: Date) {
      return db
        .select()
        .from(incidents)
        .where(or(isNull(incidents.resolvedAt), gte(incidents.resolvedAt, resolvedSince)))
        .orderBy(desc(incidents.startedAt))
        .limit(50);
    },
    async countSince(since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(incidents)
        .where(and(gte(incidents.startedAt, since), ne(incidents.impact, 'maintenance')));
      return Number(row.n);
    },
    async listIncidents(limit: number, offset: number) {
      const [items, [{ total }]] = await Promise.all([
        db.select().from(incidents).orderBy(desc(incidents.startedAt)).limit(limit).offset(offset),
        db.select({ total: count() }).from(incidents),
      ]);
      return { items, total: Number(total) };
    },
    async createIncident(row: typeof incidents.$inferInsert) {
      const [created] = await db.insert(incidents).values(row).returning();
      return created;
    },
    async findIncident(id: string) {
      const [row] = await db.select().from(incidents).where(eq(incidents.id, id));
      return row;
    },
    async updateIncident(id: string, patch: Partial<typeof incidents.$inferInsert>) {
      const [row] = await db.update(incidents).set(patch).where(eq(incidents.id, id)).returning();
      return row;
    },
  };
}
