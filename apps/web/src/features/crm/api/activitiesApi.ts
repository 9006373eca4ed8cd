// Calls of the activities endpoints: the feed and open tasks, log one, complete a task, delete.
import type { ACTIVITY_TYPES } from '@ulak/shared/crm';
import { apiRequest } from '../../../lib/api';
import { queryString } from './http';

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export type Activity = {
  id: string;
  type: ActivityType;
  title: string;
  description: string;
  occurredAt: string;
  dueAt: string | null;
  completedAt: string | null;
  userId: string | null;
  leadId: string | null;
  dealId: string | null;
  contactId: string | null;
  companyId: string | null;
  overdue: boolean;
  createdAt: string;
};

/** The records an activity can belong to. */
export type ActivityLinks = { leadId?: string; dealId?: string; contactId?: string; companyId?: string };
export type ActivityQuery = ActivityLinks & { type?: ActivityType; openTasks?: boolean; page: number; limit: number };
export type ActivityPage = { activities: Activity[]; overdueTasks: number };

export type ActivityInput = ActivityLinks & { type: ActivityType; title: string; description?: string; occurredAt?: string; dueAt?: string | null };

const activityPath = (id: string) => `/crm/activities/${encodeURIComponent(id)}`;

// fetchActivities reads activities newest first (open tasks by due date), with the workspace's overdue task count.
export function fetchActivities(q: ActivityQuery): Promise<ActivityPage> {
  return apiRequest<ActivityPage>(`/crm/activities${queryString(q)}`);
}

// createActivity logs a call, email, meeting, note or task.
export async function createActivity(body: ActivityInput): Promise<Activity> {
  return (await apiRequest<{ activity: Activity }>('/crm/activities', { method: 'POST', body })).activity;
}

// completeActivity completes or reopens a task.
export async function completeActivity(id: string, completed: boolean): Promise<Activity> {
  return (await apiRequest<{ activity: Activity }>(activityPath(id), { method: 'PATCH', body: { completed } })).activity;
}

// deleteActivity removes an activity.
export function deleteActivity(id: string): Promise<{ success: boolean }> {
  return apiRequest(activityPath(id), { method: 'DELETE' });
}
