import type { IncidentImpact, IncidentStatus } from '../api/adminSiteApi';

export const STATUS_COLOR: Record<IncidentStatus, string> = { investigating: 'red', identified: 'orange', monitoring: 'blue', resolved: 'teal' };
export const IMPACT_COLOR: Record<IncidentImpact, string> = { minor: 'yellow', major: 'orange', critical: 'red', maintenance: 'blue' };
