// Calls of the leads endpoints: filtered pages, one lead with its timeline, create, update, delete, bulk, CSV import and export.
import type { LEAD_SOURCES, LEAD_STATUSES } from '@ulak/shared/crm';
import { apiRequest } from '../../../lib/api';
import { downloadFile, queryString } from './http';

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadSource = (typeof LEAD_SOURCES)[number];
export type LeadSort = 'created_at' | 'score' | 'value' | 'last_activity' | 'name';
export type SortOrder = 'asc' | 'desc';

export type Lead = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  companyId: string | null;
  contactId: string | null;
  status: LeadStatus;
  source: LeadSource;
  /** In the currency's major unit (lira). */
  value: number;
  currency: string;
  score: number;
  ruleScore: number;
  aiScore: number | null;
  stars: number;
  band: 'high' | 'medium' | 'low';
  assignedTo: string | null;
  lastActivity: string | null;
  lostReason: string | null;
  createdAt: string;
};

/** One entry of a record's timeline: an activity, a deal, or a campaign email event. */
export type TimelineItem = { kind: 'activity' | 'deal' | 'email'; id: string; type: string; title: string; detail: string | null; at: string };
export type LeadDetail = Lead & { timeline: TimelineItem[] };

export type LeadFilters = { search?: string; status?: LeadStatus; source?: LeadSource; assignedTo?: string; minScore?: number };
export type LeadQuery = LeadFilters & { sort: LeadSort; order: SortOrder; page: number; limit: number };
export type LeadPage = { leads: Lead[]; total: number; page: number; limit: number };

export type LeadInput = {
  name: string;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  companyId?: string | null;
  status?: LeadStatus;
  source?: LeadSource;
  value?: number;
  currency?: string;
  assignedTo?: string | null;
  lostReason?: string | null;
};

export type LeadBulk =
  | { action: 'assign'; leadIds: string[]; assignedTo: string | null }
  | { action: 'status'; leadIds: string[]; status: LeadStatus }
  | { action: 'delete'; leadIds: string[] };

export type ImportResult = { inserted: number; failed: number; errors: { line: number; reason: string }[] };
export type LeadEventType = 'website_visit' | 'form_fill' | 'email_open';

const leadPath = (id: string) => `/crm/leads/${encodeURIComponent(id)}`;

// fetchLeads reads one page of leads for the filters and sort.
export function fetchLeads(q: LeadQuery): Promise<LeadPage> {
  return apiRequest<LeadPage>(`/crm/leads${queryString(q)}`);
}

// fetchLead reads one lead with its timeline.
export async function fetchLead(id: string): Promise<LeadDetail> {
  return (await apiRequest<{ lead: LeadDetail }>(leadPath(id))).lead;
}

// createLead adds a lead (linked to the audience contact of its email).
export async function createLead(body: LeadInput): Promise<Lead> {
  return (await apiRequest<{ lead: Lead }>('/crm/leads', { method: 'POST', body })).lead;
}

// updateLead changes some fields of a lead.
export async function updateLead(id: string, body: Partial<LeadInput>): Promise<Lead> {
  return (await apiRequest<{ lead: Lead }>(leadPath(id), { method: 'PATCH', body })).lead;
}

// deleteLead removes a lead for good.
export function deleteLead(id: string): Promise<{ success: boolean }> {
  return apiRequest(leadPath(id), { method: 'DELETE' });
}

// bulkLeads assigns, changes the status of, or deletes many leads at once.
export function bulkLeads(body: LeadBulk): Promise<{ affected: number }> {
  return apiRequest<{ affected: number }>('/crm/leads/bulk', { method: 'POST', body });
}

// importLeads sends the text of a CSV file; bad rows come back by line.
export function importLeads(csv: string): Promise<ImportResult> {
  return apiRequest<ImportResult>('/crm/leads/import', { method: 'POST', body: { csv } });
}

// recordLeadEvent records a website visit, form fill or email open, which rescores the lead.
export async function recordLeadEvent(id: string, type: LeadEventType): Promise<Lead> {
  return (await apiRequest<{ lead: Lead }>(`${leadPath(id)}/events`, { method: 'POST', body: { type } })).lead;
}

// exportLeads downloads every lead as CSV.
export function exportLeads(): Promise<void> {
  return downloadFile('/crm/leads/export', 'leads.csv');
}
