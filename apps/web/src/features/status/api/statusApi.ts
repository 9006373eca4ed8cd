// Call of the API health endpoint, used by the public status page.
import { apiRequest } from '../../../lib/api';

export type HealthCheck = { status: string; latencyMs?: number };
export type Health = { status?: string; checks?: Record<string, HealthCheck> };

// fetchHealth reads /api/health; any 2xx answer means the API is up, checks detail its dependencies.
export function fetchHealth(): Promise<Health> {
  return apiRequest<Health>('/health', { token: null });
}
