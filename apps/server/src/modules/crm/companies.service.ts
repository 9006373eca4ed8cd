// Companies, and the record pages of companies and contacts (each with its CRM timeline).
import { notFound } from '../../http/errors.js';
import type { CrmAnalyticsRepo } from './crm-analytics.repo.js';
import type { CompanyRow, CrmRepo } from './crm.repo.js';
import { companyView } from './crm.views.js';

// companiesService builds the company rules over the CRM repos.
export function companiesService(repo: CrmRepo, analytics: CrmAnalyticsRepo) {
  return {
    companies: async (workspaceId: string, search?: string) => (await repo.companies(workspaceId, search)).map(companyView),
    async company(workspaceId: string, id: string) {
      const c = await repo.company(workspaceId, id);
      if (!c) throw notFound();
      return { ...companyView(c), timeline: await analytics.timeline(workspaceId, { companyId: id }, 100) };
    },
    createCompany: async (workspaceId: string, input: Omit<CompanyRow, 'id' | 'workspaceId' | 'createdAt' | 'updatedAt'> | Record<string, unknown>) =>
      companyView(await repo.insertCompany({ ...(input as { name: string }), workspaceId })),
    async updateCompany(workspaceId: string, id: string, input: Record<string, unknown>) {
      const row = Object.keys(input).length ? await repo.updateCompany(workspaceId, id, input) : await repo.company(workspaceId, id);
      if (!row) throw notFound();
      return companyView(row);
    },
    async deleteCompany(workspaceId: string, id: string) {
      if (!(await repo.deleteCompany(workspaceId, id))) throw notFound();
    },
    /** A contact's record page: the audience contact with its CRM timeline. */
    contactTimeline: (workspaceId: string, contactId: string) => analytics.timeline(workspaceId, { contactId }, 100),
  };
}
