// Calls of the leads endpoints: filtered pages, one lead with its timeline, create, update, delete, bulk, CSV import and export.
import type {
  CrmAnswer,
  leadBulkSchema,
  LeadDetailView,
  leadEventSchema,
  LeadImportResultView,
  leadInputSchema,
  LeadView,
  RequestBody,
  TimelineItemView,
} from '@ulak/shared';
import type { LEAD_SOURCES, LEAD_STATUSES } from '@ulak/shared/crm';
import { apiRequest } from '../../../lib/api';
import { downloadFile, queryString } from './http';

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadSource = (typeof LEAD_SOURCES)[number];
export type LeadSort = 'created_at' | 'score' | 'value' | 'last_activity' | 'name';
export type SortOrder = 'asc' | 'desc';

/** Value in the currency's major unit (lira). */
export type Lead = LeadView;

/** One entry of a record's timeline: an activity, a deal, or a campaign email event. */
export type TimelineItem = TimelineItemView;
export type LeadDetail = LeadDetailView;

export type LeadFilters = { search?: string; status?: LeadStatus; source?: LeadSource; assignedTo?: string; minScore?: number };
export type LeadQuery = LeadFilters & { sort: LeadSort; order: SortOrder; page: number; limit: number };
export type LeadPage = CrmAnswer<'leads'>;

export type LeadInput = RequestBody<typeof leadInputSchema>;
export type LeadBulk = RequestBody<typeof leadBulkSchema>;

export type ImportResult = LeadImportResultView;
export type LeadEventType = RequestBody<typeof leadEventSchema>['type'];

const leadPath = (id: string) => `/crm/leads/${encodeURIComponent(id)}`;

// fetchLeads reads one page of leads for the filters and sort.
export function fetchLeads(q: LeadQuery): Promise<LeadPage> {
  return apiRequest<CrmAnswer<'leads'>>(`/crm/leads${queryString(q)}`);
}

// fetchLead reads one lead with its timeline.
export async function fetchLead(id: string): Promise<LeadDetail> {
  return (await apiRequest<CrmAnswer<'leadDetail'>>(leadPath(id))).lead;
}

// createLead adds a lead (linked to the audience contact of its email).
export async function createLead(body: LeadInput): Promise<Lead> {
  return (await apiRequest<CrmAnswer<'lead'>>('/crm/leads', { method: 'POST', body })).lead;
}

// updateLead changes some fields of a lead.
export async function updateLead(id: string, body: Partial<LeadInput>): Promise<Lead> {
  return (await apiRequest<CrmAnswer<'lead'>>(leadPath(id), { method: 'PATCH', body })).lead;
}

// deleteLead removes a lead for good.
export function deleteLead(id: string): Promise<CrmAnswer<'done'>> {
  return apiRequest<CrmAnswer<'done'>>(leadPath(id), { method: 'DELETE' });
}

// bulkLeads assigns, changes the status of, or deletes many leads at once.
export function bulkLeads(body: LeadBulk): Promise<CrmAnswer<'bulk'>> {
  return apiRequest<CrmAnswer<'bulk'>>('/crm/leads/bulk', { method: 'POST', body });
}

// importLeads sends the text of a CSV file; bad rows come back by line.
export function importLeads(csv: string): Promise<CrmAnswer<'import'>> {
  return apiRequest<CrmAnswer<'import'>>('/crm/leads/import', { method: 'POST', body: { csv } });
}

// recordLeadEvent records a website visit, form fill or email open, which rescores the lead.
export async function recordLeadEvent(id: string, type: LeadEventType): Promise<Lead> {
  return (await apiRequest<CrmAnswer<'lead'>>(`${leadPath(id)}/events`, { method: 'POST', body: { type } })).lead;
}

// exportLeads downloads every lead as CSV.
export function exportLeads(): Promise<void> {
  return downloadFile('/crm/leads/export', 'leads.csv');
}
