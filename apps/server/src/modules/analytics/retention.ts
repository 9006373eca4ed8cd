// Upkeep of the raw hits' monthly partitions: the months ahead are created before any hit needs them (a hit outside
// every month waits in the default partition until its month is made), and with a retention of N months every whole
// month older than the N months before the current one is dropped — only once the rollups have read it, so no report
// changes (reports read the rollups; the rollup never rebuilds a day before what was dropped).
import type { AnalyticsRetention } from '@ulak/shared';
import type { PartitionsRepo } from './partitions.repo.js';

/** Months created ahead of the current one. */
export const MONTHS_AHEAD = 3;

export type RetentionService = ReturnType<typeof retentionService>;

// monthStart is the first day (YYYY-MM-01, UTC) of the month `offset` months from the one of `now`.
export function monthStart(now: Date, offset = 0): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

// retentionService keeps the partitions; `readUntil` is the instant before which the rollups have read every hit.
export function retentionService(repo: PartitionsRepo, readUntil: () => Promise<string>) {
  /** Drops the months the retention setting no longer keeps (when the rollups have read them); answers whether it dropped any. */
  async function applyRetention(now: Date): Promise<boolean> {
    const { months } = await repo.settings();
    if (months === null) return false;
    const cutoff = monthStart(now, -months);
    if (Date.parse(await readUntil()) < Date.parse(`${cutoff}T00:00:00Z`)) return false;
    let dropped = false;
    for (const p of await repo.months()) {
      if (p.month >= cutoff) continue;
      await repo.dropMonth(p.month);
      dropped = true;
    }
    await repo.dropStrayBefore(`${cutoff}T00:00:00Z`);
    await repo.setDroppedThrough(`${cutoff}T00:00:00Z`);
    return dropped;
  }

  async function status(): Promise<AnalyticsRetention> {
    const [{ months, droppedThrough }, parts] = await Promise.all([repo.settings(), repo.months()]);
    return { months, oldestPartition: parts[0]?.month ?? null, droppedThrough };
  }

  return {
    applyRetention,
    status,
    /** The scheduled upkeep: retention first, then the months ahead and those of any stray hits. */
    async maintain(now = new Date()) {
      await applyRetention(now);
      const have = new Set((await repo.months()).map((p) => p.month));
      const ahead = Array.from({ length: MONTHS_AHEAD + 1 }, (_, k) => monthStart(now, k));
      for (const month of [...ahead, ...(await repo.strayMonths())]) {
        if (have.has(month)) continue;
        await repo.createMonth(month);
        have.add(month);
      }
    },
    /** Saves the setting (months, or null for forever) and applies it at once. */
    async setMonths(months: number | null, now = new Date()) {
      await repo.setMonths(months);
      await applyRetention(now);
      return status();
    },
  };
}
