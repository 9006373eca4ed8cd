// Calls of the CRM companies endpoints: list with search, one company with its timeline, create, update, delete.
import type { companyInputSchema, CrmAnswer, CrmCompanyDetailView, CrmCompanyView, RequestBody } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';
import { queryString } from './http';

export type Company = CrmCompanyView;
export type CompanyDetail = CrmCompanyDetailView;
export type CompanyInput = RequestBody<typeof companyInputSchema>;

const companyPath = (id: string) => `/crm/companies/${encodeURIComponent(id)}`;

// fetchCompanies lists the workspace's companies, optionally matching a search.
export async function fetchCompanies(search?: string): Promise<Company[]> {
  return (await apiRequest<CrmAnswer<'companies'>>(`/crm/companies${queryString({ search })}`)).companies;
}

// fetchCompany reads one company with its timeline.
export async function fetchCompany(id: string): Promise<CompanyDetail> {
  return (await apiRequest<CrmAnswer<'companyDetail'>>(companyPath(id))).company;
}

// createCompany adds a company.
export async function createCompany(body: CompanyInput): Promise<Company> {
  return (await apiRequest<CrmAnswer<'company'>>('/crm/companies', { method: 'POST', body })).company;
}

// updateCompany changes some fields of a company.
export async function updateCompany(id: string, body: Partial<CompanyInput>): Promise<Company> {
  return (await apiRequest<CrmAnswer<'company'>>(companyPath(id), { method: 'PATCH', body })).company;
}

// deleteCompany removes a company (its leads and deals stay, unlinked).
export function deleteCompany(id: string): Promise<CrmAnswer<'done'>> {
  return apiRequest<CrmAnswer<'done'>>(companyPath(id), { method: 'DELETE' });
}
