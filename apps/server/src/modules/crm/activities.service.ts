// Activities and tasks: calls, emails, meetings, notes and tasks on a lead, deal, contact or company. Logging one
// on a lead updates its last activity and rescores it.
import { badRequest, notFound } from '../../http/errors.js';
import type { CrmChecks } from './crm.checks.js';
import type { ActivityRow, CrmRepo } from './crm.repo.js';
import { activityView } from './crm.views.js';
import type { ScoringService } from './scoring.service.js';

// activitiesService builds the activity rules; rescore comes from the scoring service.
export function activitiesService(repo: CrmRepo, checks: Pick<CrmChecks, 'assertLinks' | 'assertMember'>, rescore: ScoringService['rescore']) {
  const { assertLinks, assertMember } = checks;
  return {
    /** One page of activities (page counts from 1). */
    activities: async (workspaceId: string, { page, limit, ...f }: Omit<Parameters<CrmRepo['activities']>[1], 'offset'> & { page: number }) =>
      (await repo.activities(workspaceId, { ...f, limit, offset: (page - 1) * limit })).map(activityView),
    async createActivity(
      workspaceId: string,
      userId: string,
      input: {
        type: ActivityRow['type'];
        title: string;
        description?: string;
        occurredAt?: string;
        dueAt?: string | null;
        assignedTo?: string | null;
        leadId?: string | null;
        dealId?: string | null;
        contactId?: string | null;
        companyId?: string | null;
      },
    ) {
      await assertLinks(workspaceId, input);
      // only a task has an assignee: the member named, or its author when none is named (null: unassigned)
      const assignedTo = input.type === 'task' ? (input.assignedTo === undefined ? userId : input.assignedTo) : null;
      await assertMember(workspaceId, assignedTo);
      const row = await repo.insertActivity({
        ...input,
        workspaceId,
        userId,
        assignedTo,
        description: input.description ?? '',
        occurredAt: input.occurredAt ? new Date(input.occurredAt) : new Date(),
        dueAt: input.dueAt ? new Date(input.dueAt) : null,
      });
      if (input.leadId) {
        const lead = await repo.updateLead(workspaceId, input.leadId, { lastActivityAt: row.occurredAt, ...(row.type !== 'task' ? {} : {}) });
        if (lead) await rescore(workspaceId, lead);
      }
      return activityView(row);
    },
    /** Completes or reopens a task, or hands it to another member of the workspace. */
    async updateActivity(workspaceId: string, id: string, patch: { completed?: boolean; assignedTo?: string | null }) {
      if (patch.assignedTo !== undefined) {
        const current = await repo.activity(workspaceId, id);
        if (!current) throw notFound();
        if (current.type !== 'task') throw badRequest('CRM_ONLY_TASKS_ASSIGNED');
        await assertMember(workspaceId, patch.assignedTo);
      }
      const row = await repo.updateActivity(workspaceId, id, {
        ...(patch.completed !== undefined ? { completedAt: patch.completed ? new Date() : null } : {}),
        ...(patch.assignedTo !== undefined ? { assignedTo: patch.assignedTo } : {}),
      });
      if (!row) throw notFound();
      return activityView(row);
    },
    async deleteActivity(workspaceId: string, id: string) {
      if (!(await repo.deleteActivity(workspaceId, id))) throw notFound();
    },
    overdueTasks: (workspaceId: string) => repo.overdueTasks(workspaceId),
  };
}
