// Checks the leads, deals and activities services share: an assignee belongs to the workspace, linked records exist in it.
import { badRequest, notFound } from '../../http/errors.js';
import type { CrmRepo } from './crm.repo.js';

export type CrmChecks = ReturnType<typeof crmChecks>;

// crmChecks builds the workspace checks over the CRM repo.
export function crmChecks(repo: CrmRepo) {
  return {
    /** A user assigned to a record must be a member of its workspace (none assigned passes). */
    async assertMember(workspaceId: string, userId: string | null | undefined) {
      if (userId && !(await repo.workspaceMember(workspaceId, userId))) throw badRequest('v.invalid');
    },
    /** Every linked lead, company and deal must exist in the workspace (404 otherwise). */
    async assertLinks(workspaceId: string, f: { leadId?: string | null; companyId?: string | null; dealId?: string | null }) {
      if (f.leadId && !(await repo.lead(workspaceId, f.leadId))) throw notFound();
      if (f.companyId && !(await repo.company(workspaceId, f.companyId))) throw notFound();
      if (f.dealId && !(await repo.deal(workspaceId, f.dealId))) throw notFound();
    },
  };
}
