// Call of the CRM analytics endpoint: lead sources, funnel, win rate, deal size, sales cycle and the weighted forecast.
import { apiRequest } from '../../../lib/api';
import type { LeadSource, LeadStatus } from './leadsApi';

export type FunnelStage = 'total' | 'qualified' | 'opportunity' | 'proposal' | 'closed';

export type CrmAnalytics = {
  leadSources: { id: LeadSource; count: number; share: number }[];
  funnel: { stage: FunnelStage; count: number; percent: number }[];
  /** Percent of closed deals won; null while none is closed. */
  winRate: number | null;
  averageDealSize: number | null;
  salesCycleDays: number | null;
  wonValue: number;
  openDeals: number;
  weightedPipeline: number;
  /** The next three months (YYYY-MM) by expected close date. */
  forecast: { month: string; weightedValue: number }[];
  totalLeads: number;
  byStatus: Record<LeadStatus, number>;
};

// fetchCrmAnalytics reads the workspace's CRM figures.
export async function fetchCrmAnalytics(): Promise<CrmAnalytics> {
  return (await apiRequest<{ analytics: CrmAnalytics }>('/crm/analytics')).analytics;
}
