// Calls of the CRM companies endpoints: list with search, one company with its timeline, create, update, delete.
import { apiRequest } from '../../../lib/api';
import { queryString } from './http';
import type { TimelineItem } from './leadsApi';

export type Company = {
  id: string;
  name: string;
  domain: string | null;
  industry: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  taxNumber: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
};
export type CompanyDetail = Company & { timeline: TimelineItem[] };
export type CompanyInput = Pick<Company, 'name'> & Partial<Omit<Company, 'id' | 'name' | 'createdAt' | 'updatedAt'>>;

const companyPath = (id: string) => `/crm/companies/${encodeURIComponent(id)}`;

// fetchCompanies lists the workspace's companies, optionally matching a search.
export async function fetchCompanies(search?: string): Promise<Company[]> {
  return (await apiRequest<{ companies: Company[] }>(`/crm/companies${queryString({ search })}`)).companies;
}

// fetchCompany reads one company with its timeline.
export async function fetchCompany(id: string): Promise<CompanyDetail> {
  return (await apiRequest<{ company: CompanyDetail }>(companyPath(id))).company;
}

// createCompany adds a company.
export async function createCompany(body: CompanyInput): Promise<Company> {
  return (await apiRequest<{ company: Company }>('/crm/companies', { method: 'POST', body })).company;
}

// updateCompany changes some fields of a company.
export async function updateCompany(id: string, body: Partial<CompanyInput>): Promise<Company> {
  return (await apiRequest<{ company: Company }>(companyPath(id), { method: 'PATCH', body })).company;
}

// deleteCompany removes a company (its leads and deals stay, unlinked).
export function deleteCompany(id: string): Promise<{ success: boolean }> {
  return apiRequest(companyPath(id), { method: 'DELETE' });
}
