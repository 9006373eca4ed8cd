// SQL of the raw hits' monthly partitions (tracking_events, partitioned by UTC month of occurred_at; the table is the
// campaigns module's, its partitions are kept by this module) and of the retention setting.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type PartitionsRepo = ReturnType<typeof partitionsRepo>;
const PARENT = 'tracking_events';
const DEFAULT_PARTITION = 'tracking_events_default';
const SETTINGS = 'platform';

/** A month partition: its first day (YYYY-MM-01, UTC) and table name. */
export type MonthPartition = { month: string; table: string };

// monthTable names the partition of a month (YYYY-MM-01): tracking_events_YYYY_MM.
export const monthTable = (month: string) => `${PARENT}_${month.slice(0, 4)}_${month.slice(5, 7)}`;
const nextMonth = (month: string) => {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

// partitionsRepo holds the partition and retention SQL.
export function partitionsRepo(db: Db) {
  return {
    /** The month partitions of tracking_events, oldest first (the default partition apart). */
    async months(): Promise<MonthPartition[]> {
      const { rows } = await db.execute<{ table: string }>(sql`
        select c.relname as "table" from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = ${PARENT}::regclass and c.relname ~ '^tracking_events_[0-9]{4}_[0-9]{2}$' order by 1`);
      return rows.map((r) => ({ table: r.table, month: `${r.table.slice(-7, -3)}-${r.table.slice(-2)}-01` }));
    },

    /** The months (YYYY-MM-01) of the hits that fell into the default partition (no month partition existed for them). */
    async strayMonths(): Promise<string[]> {
      const { rows } = await db.execute<{ month: string }>(sql`
        select distinct to_char(date_trunc('month', occurred_at at time zone 'UTC'), 'YYYY-MM-DD') as month
        from ${sql.identifier(DEFAULT_PARTITION)} order by 1`);
      return rows.map((r) => r.month);
    },

    /**
     * Creates a month's partition in one transaction, with the parent locked against readers and writers: a table like
     * the parent, the month's hits moved into it from the default partition (so attaching it never fails on them), then
     * attached (its indexes are made as it attaches).
     */
    async createMonth(month: string) {
      if (!/^\d{4}-\d{2}-01$/.test(month)) throw new Error(`not a month: ${month}`);
      const table = sql.identifier(monthTable(month));
      const from = `${month}T00:00:00Z`;
      const to = `${nextMonth(month)}T00:00:00Z`;
      await db.transaction(async (tx) => {
        // one maintainer at a time (the schedule and an admin's save may meet); a month made meanwhile is left alone
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics-partitions'))`);
        const { rows } = await tx.execute<{ found: string | null }>(sql`select to_regclass(${monthTable(month)})::text as found`);
        if (rows[0]?.found) return;
        // readers wait for the move: a statement planned before the attach (its partitions without this month) and run
        // after the commit (the hits gone from the default partition) would miss the month's hits. Hit writes wait too;
        // the transaction is short (a new month holds no hits, a stray month only the few that fell into the default).
        await tx.execute(sql`lock table ${sql.identifier(PARENT)} in access exclusive mode`);
        await tx.execute(sql`create table ${table} (like ${sql.identifier(PARENT)} including defaults including constraints)`);
        await tx.execute(sql`
          with moved as (delete from ${sql.identifier(DEFAULT_PARTITION)} where occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz returning *)
          insert into ${table} select * from moved`);
        await tx.execute(
          sql`alter table ${sql.identifier(PARENT)} attach partition ${table} for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`,
        );
      });
    },

    /** Drops a whole month partition (its hits are gone; the rollups keep their figures). */
    async dropMonth(month: string) {
      await db.execute(sql`drop table if exists ${sql.identifier(monthTable(month))}`);
    },

    /** Deletes hits older than an instant from the default partition. */
    async dropStrayBefore(before: string) {
      await db.execute(sql`delete from ${sql.identifier(DEFAULT_PARTITION)} where occurred_at < ${before}::timestamptz`);
    },

    async settings(): Promise<{ months: number | null; droppedThrough: string | null }> {
      const { rows } = await db.execute<{ retention_months: number | null; dropped_through: string | null }>(sql`
        select retention_months, to_char(dropped_through at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') dropped_through
        from analytics_settings where name = ${SETTINGS}`);
      return { months: rows[0]?.retention_months ?? null, droppedThrough: rows[0]?.dropped_through ?? null };
    },
    async setMonths(months: number | null) {
      await db.execute(sql`
        insert into analytics_settings (name, retention_months) values (${SETTINGS}, ${months})
        on conflict (name) do update set retention_months = excluded.retention_months, updated_at = now()`);
    },
    /** Records that every hit before `before` has been dropped (it only ever moves forward). */
    async setDroppedThrough(before: string) {
      await db.execute(sql`
        insert into analytics_settings (name, dropped_through) values (${SETTINGS}, ${before}::timestamptz)
        on conflict (name) do update set dropped_through = greatest(analytics_settings.dropped_through, excluded.dropped_through), updated_at = now()`);
    },
  };
}
