// CRM analytics: lead sources, the funnel, win rate, average deal size, sales cycle and the 3-month forecast
// from the weighted pipeline (figures from crm-analytics.repo.ts).
import { LEAD_SOURCES, LEAD_STATUSES, type CrmAnalyticsView } from '@ulak/shared';
import type { CrmAnalyticsRepo } from './crm-analytics.repo.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

// crmAnalyticsService builds the analytics page over the analytics repo.
export function crmAnalyticsService(analytics: CrmAnalyticsRepo) {
  return {
    async analytics(workspaceId: string): Promise<CrmAnalyticsView> {
      const [rows, d, pipe, f] = await Promise.all([
        analytics.leadFigures(workspaceId),
        analytics.dealFigures(workspaceId),
        analytics.pipeline(workspaceId),
        analytics.funnelFigures(workspaceId),
      ]);
      const total = rows.reduce((n, r) => n + r.n, 0);
      const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).reduce((n, r) => n + r.n, 0)])) as Record<
        (typeof LEAD_STATUSES)[number],
        number
      >;
      // each stage counts the leads that reached it by their status or by their deals (see funnelFigures)
      const funnelCounts = [
        ['total', total],
        ['qualified', f.qualified],
        ['opportunity', f.opportunity],
        ['proposal', f.proposal],
        ['closed', f.closed],
      ] as const;
      const now = new Date();
      const months = [0, 1, 2].map((i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1)).toISOString().slice(0, 7));
      return {
        leadSources: LEAD_SOURCES.map((id) => {
          const count = rows.filter((r) => r.source === id).reduce((n, r) => n + r.n, 0);
          return { id, count, share: total ? round1((count / total) * 100) : 0 };
        }),
        funnel: funnelCounts.map(([stage, count]) => ({ stage, count, percent: total ? round1((count / total) * 100) : 0 })),
        winRate: d.won + d.lost ? round1((d.won / (d.won + d.lost)) * 100) : null,
        averageDealSize: d.avg_won === null ? null : Math.round(d.avg_won) / 100,
        salesCycleDays: d.cycle_days === null ? null : round1(d.cycle_days),
        wonValue: d.won_value / 100,
        openDeals: d.open_deals,
        weightedPipeline: Math.round(pipe.stages.reduce((n, s) => n + s.weighted, 0)) / 100,
        forecast: months.map((month) => ({ month, weightedValue: Math.round(pipe.months.find((m) => m.month === month)?.weighted ?? 0) / 100 })),
        totalLeads: total,
        byStatus,
      };
    },
  };
}
