// Call of the real-time dashboard endpoint; the response type is the shared contract's.
import { DASHBOARD_RANGES, DEFAULT_DASHBOARD_RANGE, type DashboardRange, type RealtimeDashboard } from '@ulak/shared/analytics';
import { apiRequest } from '../../../lib/api';

export { DASHBOARD_RANGES, DEFAULT_DASHBOARD_RANGE, type DashboardRange, type RealtimeDashboard };

// fetchRealtimeDashboard reads the workspace's figures for a date range.
export function fetchRealtimeDashboard(range: DashboardRange): Promise<RealtimeDashboard> {
  return apiRequest<RealtimeDashboard>(`/dashboard/realtime?range=${encodeURIComponent(range)}`);
}
