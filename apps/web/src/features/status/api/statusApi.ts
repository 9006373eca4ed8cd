// Call of the public status endpoint: overall state, services, metrics and incidents.
import { apiRequest } from '../../../lib/api';

/** Known service states (seed 000 §4); anything else is shown as unknown. */
export const SERVICE_STATUSES = ['operational', 'maintenance', 'degraded', 'outage'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
/** Service ids the server reports; their names are translated here. */
export const SERVICE_IDS = ['api', 'database', 'queue', 'mail'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export type StatusService = {
  id: string;
  name: string;
  status: string;
  /** Percent over the measured period, null when not measured yet. */
  uptime: number | null;
  /** Milliseconds. */
  responseTime: number | null;
  description: string;
  lastIncident: string | null;
};

export type IncidentUpdate = { time: string; status: string; message: string };

export type Incident = {
  id: string;
  title: string;
  status: string;
  impact: string;
  startTime: string;
  description: string;
  updates: IncidentUpdate[];
};

export type StatusReport = {
  overall: string;
  checkedAt: string;
  services: StatusService[];
  incidents: Incident[];
  metrics: { uptimePercent: number | null; averageResponseMs: number | null; incidentsLast90Days: number };
};

// fetchStatus reads the live status of the platform.
export function fetchStatus(): Promise<StatusReport> {
  return apiRequest<StatusReport>('/status', { token: null });
}
