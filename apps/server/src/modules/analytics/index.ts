// The analytics module: conversions, the daily rollup job, the comprehensive report and its export, and the dashboard.
// Its front door records conversions (purchase events, paid invoices) and runs the rollup on demand.
import { sql } from 'drizzle-orm';
import type { CampaignPerformance, RecordConversionInput } from '@ulak/shared';
import { defineModule } from '../module.js';
import { analyticsRepo } from './analytics.repo.js';
import { analyticsRoutes } from './analytics.routes.js';
import { analyticsService } from './analytics.service.js';
import { dashboardRepo } from './dashboard.repo.js';
import { dashboardRoutes } from './dashboard.routes.js';

export type AnalyticsFront = {
  /** Records a purchase once per eventId (a repeat with the same id is a no-op); amounts in minor units, `at` a Date or ISO string. */
  recordConversion: (input: RecordConversionInput) => Promise<void>;
  /** Brings the daily rollups up to now and records invoices paid since the last sweep as conversions. */
  refresh: () => Promise<void>;
  /** Campaign performance rows (sent, opened, clicked, converted, revenue and rates) of the last 365 days. */
  performance: (workspaceId: string) => Promise<{ currency: string; rows: CampaignPerformance[] }>;
};

declare module '../module.js' {
  interface Fronts {
    analytics: AnalyticsFront;
  }
}

const QUEUE = 'analytics-rollup';
/** Every minute: the rollups' watermark moves and newly paid invoices become conversions. */
const SCHEDULE = '* * * * *';

export const analyticsModule = defineModule('analytics', async (deps) => {
  const db = deps.database.db;
  const service = analyticsService(analyticsRepo(db));
  const figures = dashboardRepo(db);
  const workspaceName = async (id: string) => {
    const { rows } = await db.execute<{ name: string }>(sql`select name from workspaces where id = ${id}::uuid`);
    return rows[0]?.name ?? '';
  };
  const refresh = async () => {
    await service.sweepPaidInvoices();
    await service.rollup();
  };
  await deps.boss.createQueue(QUEUE);
  return {
    front: {
      recordConversion: (input) => service.recordConversion(input),
      refresh,
      performance: (workspaceId) => service.performance(workspaceId, 5),
    },
    routes: {
      authenticated: async (app) => {
        await dashboardRoutes(figures, deps.services)(app);
        await analyticsRoutes(service, workspaceName)(app);
      },
    },
    start: async () => {
      await deps.boss.work(QUEUE, async () => {
        await refresh();
      });
      await deps.boss.schedule(QUEUE, SCHEDULE, {}, { singletonKey: QUEUE });
    },
  };
});
