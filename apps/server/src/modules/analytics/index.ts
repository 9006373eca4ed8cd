// The analytics module: conversions, the daily rollup job, the comprehensive report and its export, and the dashboard.
// Its front door records conversions (purchase events, paid invoices) and runs the rollup and the partitions' upkeep on
// demand. It keeps the monthly partitions of the raw hits (campaigns' tracking_events) and their retention.
import { sql, type SQL } from 'drizzle-orm';
import type { CampaignPerformance, RecordConversionInput } from '@ulak/shared';
import { defineModule } from '../module.js';
import { analyticsRepo } from './analytics.repo.js';
import { analyticsRoutes } from './analytics.routes.js';
import { analyticsService } from './analytics.service.js';
import { dashboardRepo } from './dashboard.repo.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { drilldownRepo } from './drilldown.repo.js';
import { EXPORT_QUEUE, exportsService } from './exports.js';
import { partitionsRepo } from './partitions.repo.js';
import { retentionService } from './retention.js';
import { retentionRoutes } from './retention.routes.js';
import { campaignHitsSelect } from './rollup-sql.js';

export type AnalyticsFront = {
  /** Records a purchase once per eventId (a repeat with the same id is a no-op); amounts in minor units, `at` a Date or ISO string. */
  recordConversion: (input: RecordConversionInput) => Promise<void>;
  /** Brings the daily rollups up to now, records invoices paid since the last sweep as conversions, and recomputes the cohorts and churn snapshots. */
  refresh: () => Promise<void>;
  /** The raw hits' upkeep: applies the retention setting and creates the months ahead (the nightly job's step). */
  maintainPartitions: (now?: Date) => Promise<void>;
  /** Campaign performance rows (sent, opened, clicked, converted, revenue and rates) of the last 365 days. */
  performance: (workspaceId: string) => Promise<{ currency: string; rows: CampaignPerformance[] }>;
  /**
   * A campaign's opens and clicks per delivery and link ('' for opens), as a SELECT to read in one statement with other
   * SQL (columns delivery_id, url, opens, human_opens, clicks, human_clicks; a delivery may have several rows): the
   * per-delivery rollup (which retention never drops) of the days it has made final, plus the raw hits after. A click within 2 s of
   * sending counts as a machine's.
   */
  campaignHits: (workspaceId: string, campaignId: string) => Promise<SQL>;
};

declare module '../module.js' {
  interface Fronts {
    analytics: AnalyticsFront;
  }
}

const QUEUE = 'analytics-rollup';
/** Every minute: the rollups' watermark moves and newly paid invoices become conversions. */
const SCHEDULE = '* * * * *';
const PARTITIONS_QUEUE = 'analytics-partitions';
/** Every night, and once when a worker starts: retention, then the months ahead; expired export files go too. */
const PARTITIONS_SCHEDULE = '17 2 * * *';

export const analyticsModule = defineModule('analytics', async (deps) => {
  const db = deps.database.db;
  const service = analyticsService(analyticsRepo(db), drilldownRepo(db), deps.database.kind === 'postgres' ? 2 : 1);
  const retention = retentionService(partitionsRepo(db), () => service.rolledUpUntil());
  const figures = dashboardRepo(db);
  const workspaceName = async (id: string) => {
    const { rows } = await db.execute<{ name: string }>(sql`select name from workspaces where id = ${id}::uuid`);
    return rows[0]?.name ?? '';
  };
  // the job's step; on demand (tests, benches) the cohorts and churn snapshots are recomputed whatever their age
  const refresh = async (force = false) => {
    await service.sweepPaidInvoices();
    await service.sweepPurchaseEvents();
    await service.rollup();
    await service.snapshots(new Date(), force);
  };
  const exportsJobs = exportsService(db, deps.boss, service, workspaceName);
  await deps.boss.createQueue(QUEUE);
  await deps.boss.createQueue(PARTITIONS_QUEUE);
  await deps.boss.createQueue(EXPORT_QUEUE);
  const maintainPartitions = async (now?: Date) => {
    await retention.maintain(now);
    await exportsJobs.sweep();
  };
  return {
    front: {
      recordConversion: (input) => service.recordConversion(input),
      refresh: () => refresh(true),
      maintainPartitions,
      performance: (workspaceId) => service.performance(workspaceId, 5),
      campaignHits: async (workspaceId, campaignId) => campaignHitsSelect(workspaceId, campaignId, await service.rolledUpUntil()),
    },
    routes: {
      authenticated: async (app) => {
        await dashboardRoutes(figures, deps.services)(app);
        await analyticsRoutes(service, exportsJobs, workspaceName)(app);
      },
      admin: retentionRoutes(retention),
    },
    start: async () => {
      await deps.boss.work(QUEUE, async () => {
        await refresh();
      });
      await deps.boss.schedule(QUEUE, SCHEDULE, {}, { singletonKey: QUEUE });
      await deps.boss.work(PARTITIONS_QUEUE, async () => {
        await maintainPartitions();
      });
      await deps.boss.schedule(PARTITIONS_QUEUE, PARTITIONS_SCHEDULE, {}, { singletonKey: PARTITIONS_QUEUE });
      await deps.boss.send(PARTITIONS_QUEUE, {}, { singletonKey: 'startup', singletonSeconds: 3600 });
      await deps.boss.work<{ id?: string }>(EXPORT_QUEUE, { batchSize: 1 }, async ([job]) => {
        if (job?.data.id) await exportsJobs.run(job.data.id);
      });
    },
  };
});
