import { INCIDENT_STATUSES, SERVICE_IDS, SERVICE_STATUSES, type IncidentStatus, type ServiceId, type ServiceStatus } from './api/statusApi';

export type ShownStatus = ServiceStatus | 'unknown';

export const STATUS_COLOR: Record<ShownStatus, string> = {
  operational: 'teal',
  maintenance: 'blue',
  degraded: 'yellow',
  outage: 'red',
  unknown: 'gray',
};

// shownStatus keeps the four known service states and turns anything else into 'unknown' (seed 000 §4).
export function shownStatus(value: string | null | undefined): ShownStatus {
  return (SERVICE_STATUSES as readonly string[]).includes(value ?? '') ? (value as ServiceStatus) : 'unknown';
}

// shownIncidentStatus keeps the four incident states, else null (shown as unknown).
export function shownIncidentStatus(value: string): IncidentStatus | null {
  return (INCIDENT_STATUSES as readonly string[]).includes(value) ? (value as IncidentStatus) : null;
}

// knownServiceId tells whether a service id has a translated name.
export function knownServiceId(id: string): id is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(id);
}
