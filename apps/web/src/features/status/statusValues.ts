import { INCIDENT_STATUSES, SERVICE_STATUSES, STATUS_SERVICES } from '@ulak/shared/site';
import type { IncidentStatus, ServiceId, ServiceStatus } from './api/statusApi';

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
  return (STATUS_SERVICES as readonly string[]).includes(id);
}
