// Call of the CRM analytics endpoint: lead sources, funnel, win rate, deal size, sales cycle and the weighted forecast.
import type { CRM_FUNNEL_STAGES, CrmAnalyticsView, CrmAnswer } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type FunnelStage = (typeof CRM_FUNNEL_STAGES)[number];

export type CrmAnalytics = CrmAnalyticsView;

// fetchCrmAnalytics reads the workspace's CRM figures.
export async function fetchCrmAnalytics(): Promise<CrmAnalytics> {
  return (await apiRequest<CrmAnswer<'analytics'>>('/crm/analytics')).analytics;
}
