// Calls of the activities endpoints: the feed and open tasks, log one, complete or reassign a task, delete.
import type { activityInputSchema, activityPatchSchema, ActivityView, CrmAnswer, RequestBody } from '@ulak/shared';
import type { ACTIVITY_TYPES } from '@ulak/shared/crm';
import { apiRequest } from '../../../lib/api';
import { queryString } from './http';

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export type Activity = ActivityView;

/** The records an activity can belong to. */
export type ActivityLinks = { leadId?: string; dealId?: string; contactId?: string; companyId?: string };
export type ActivityQuery = ActivityLinks & { type?: ActivityType; openTasks?: boolean; assignedTo?: string; page: number; limit: number };
export type ActivityPage = CrmAnswer<'activities'>;

export type ActivityInput = RequestBody<typeof activityInputSchema>;
export type ActivityPatch = RequestBody<typeof activityPatchSchema>;

const activityPath = (id: string) => `/crm/activities/${encodeURIComponent(id)}`;

// fetchActivities reads activities newest first (open tasks by due date), with the workspace's overdue task count.
export function fetchActivities(q: ActivityQuery): Promise<ActivityPage> {
  return apiRequest<ActivityPage>(`/crm/activities${queryString(q)}`);
}

// createActivity logs a call, email, meeting, note or task.
export async function createActivity(body: ActivityInput): Promise<Activity> {
  return (await apiRequest<CrmAnswer<'activity'>>('/crm/activities', { method: 'POST', body })).activity;
}

// updateActivity completes or reopens a task, or assigns it to a member (null: unassigned).
export async function updateActivity(id: string, patch: ActivityPatch): Promise<Activity> {
  return (await apiRequest<CrmAnswer<'activity'>>(activityPath(id), { method: 'PATCH', body: patch })).activity;
}

// deleteActivity removes an activity.
export function deleteActivity(id: string): Promise<CrmAnswer<'done'>> {
  return apiRequest<CrmAnswer<'done'>>(activityPath(id), { method: 'DELETE' });
}
