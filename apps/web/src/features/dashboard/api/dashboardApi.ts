// Call of the real-time dashboard endpoint.
import { apiRequest } from '../../../lib/api';
import type { SubscriptionStatus } from '../../subscription/api/subscriptionApi';

/** Dashboard date ranges (seed 001 §9); 7d is the default. */
export const DASHBOARD_RANGES = ['1h', '24h', '7d', '30d', '90d', '1y'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = '7d';

export type RealtimeDashboard = {
  range: DashboardRange;
  generatedAt: string;
  workspace: { name: string };
  subscription: {
    planType: string;
    emailsSentThisMonth: number;
    monthlyEmailLimit: number;
    status: SubscriptionStatus;
    trialEndsAt: string | null;
  } | null;
  kpis: {
    emailsSent: number;
    contacts: number;
    campaigns: number;
    openRate: number | null;
    members: number;
  };
};

// fetchRealtimeDashboard reads the workspace's figures for a date range.
export function fetchRealtimeDashboard(range: DashboardRange): Promise<RealtimeDashboard> {
  return apiRequest<RealtimeDashboard>(`/dashboard/realtime?range=${encodeURIComponent(range)}`);
}
