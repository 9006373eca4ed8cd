// SQL for the dashboard's figures over a time range, scoped by workspace.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type DashboardRepo = ReturnType<typeof dashboardRepo>;

// dashboardRepo computes the dashboard KPIs.
export function dashboardRepo(db: Db) {
  return {
    async figures(workspaceId: string, since: Date) {
      const { rows } = await db.execute<{ sent: number; opened: number; clicked: number; contacts: number; campaigns: number; leads: number; open_deals: number; overdue_tasks: number }>(sql`
        select
          (select count(*) from deliveries where workspace_id = ${workspaceId}::uuid and status = 'sent' and sent_at >= ${since.toISOString()}::timestamptz)::int sent,
          (select count(*) from deliveries where workspace_id = ${workspaceId}::uuid and status = 'sent' and sent_at >= ${since.toISOString()}::timestamptz and opened_at is not null)::int opened,
          (select count(*) from deliveries where workspace_id = ${workspaceId}::uuid and status = 'sent' and sent_at >= ${since.toISOString()}::timestamptz and clicked_at is not null)::int clicked,
          (select count(*) from contacts where workspace_id = ${workspaceId}::uuid)::int contacts,
          (select count(*) from campaigns where workspace_id = ${workspaceId}::uuid)::int campaigns,
          (select count(*) from leads where workspace_id = ${workspaceId}::uuid)::int leads,
          (select count(*) from deals where workspace_id = ${workspaceId}::uuid and status = 'open')::int open_deals,
          (select count(*) from activities where workspace_id = ${workspaceId}::uuid and type = 'task' and completed_at is null and due_at < now())::int overdue_tasks`);
      return rows[0];
    },
  };
}
