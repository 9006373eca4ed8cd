// Call of the public status endpoint: overall state, services, metrics and incidents.
import type { INCIDENT_STATUSES, SERVICE_STATUSES, STATUS_SERVICES, StatusPageView } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

/** Known service states (seed 000 §4); anything else is shown as unknown. */
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
/** Service ids the server reports; their names are translated here. */
export type ServiceId = (typeof STATUS_SERVICES)[number];

export type StatusService = StatusPageView['services'][number];
export type Incident = StatusPageView['incidents'][number];
export type IncidentUpdate = Incident['updates'][number];
export type StatusReport = StatusPageView;

// fetchStatus reads the live status of the platform.
export function fetchStatus(): Promise<StatusReport> {
  return apiRequest<StatusReport>('/status', { token: null });
}
