// SQL for the dashboard's figures over a time range, scoped by workspace.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type DashboardRepo = ReturnType<typeof dashboardRepo>;

// dashboardRepo computes the dashboard KPIs and the rows of its tabs.
export function dashboardRepo(db: Db) {
  return {
    async figures(workspaceId: string, since: Date) {
      const s = since.toISOString();
      const { rows } = await db.execute<{
        sent: number;
        opened: number;
        clicked: number;
        contacts: number;
        campaigns: number;
        leads: number;
        open_deals: number;
        overdue_tasks: number;
        members: number;
        name: string | null;
        open_deals_value: number;
        won_deals: number;
        tasks_due: number;
        leads_in_range: number;
        conversions: number;
        revenue_minor: number;
        domains: number;
        sent_campaigns: number;
      }>(sql`
        -- one pass over the range's sends (deliveries_workspace_sent_idx) for the three counts
        with d as (select count(*)::int sent, count(opened_at)::int opened, count(clicked_at)::int clicked from deliveries
          where workspace_id = ${workspaceId}::uuid and status = 'sent' and sent_at >= ${s}::timestamptz)
        select
          (select sent from d) sent, (select opened from d) opened, (select clicked from d) clicked,
          (select count(*) from contacts where workspace_id = ${workspaceId}::uuid)::int contacts,
          (select count(*) from campaigns where workspace_id = ${workspaceId}::uuid)::int campaigns,
          (select count(*) from campaigns where workspace_id = ${workspaceId}::uuid and status in ('sending', 'sent'))::int sent_campaigns,
          (select count(*) from leads where workspace_id = ${workspaceId}::uuid)::int leads,
          (select count(*) from leads where workspace_id = ${workspaceId}::uuid and created_at >= ${s}::timestamptz)::int leads_in_range,
          (select count(*) from deals where workspace_id = ${workspaceId}::uuid and status = 'open')::int open_deals,
          (select coalesce(sum(value_minor), 0) from deals where workspace_id = ${workspaceId}::uuid and status = 'open'
            and currency = coalesce((select default_currency from invoice_settings where workspace_id = ${workspaceId}::uuid), 'TRY'))::float8 open_deals_value,
          (select count(*) from deals where workspace_id = ${workspaceId}::uuid and status = 'won')::int won_deals,
          (select count(*) from activities where workspace_id = ${workspaceId}::uuid and type = 'task' and completed_at is null and due_at < now())::int overdue_tasks,
          (select count(*) from activities where workspace_id = ${workspaceId}::uuid and type = 'task' and completed_at is null)::int tasks_due,
          (select count(*) from conversions where workspace_id = ${workspaceId}::uuid and occurred_at >= ${s}::timestamptz)::int conversions,
          (select coalesce(sum(amount_minor), 0) from conversions where workspace_id = ${workspaceId}::uuid and occurred_at >= ${s}::timestamptz
            and currency = coalesce((select default_currency from invoice_settings where workspace_id = ${workspaceId}::uuid), 'TRY'))::float8 revenue_minor,
          (select count(*) from sending_domains where workspace_id = ${workspaceId}::uuid and status = 'verified')::int domains,
          (select count(*) from users where workspace_id = ${workspaceId}::uuid)::int members,
          (select name from workspaces where id = ${workspaceId}::uuid) name`);
      return rows[0];
    },

    /** The latest campaigns with their sent, opened and clicked counts, and the count per status. */
    async campaigns(workspaceId: string) {
      const recent = await db.execute<{ id: string; name: string; status: string; sent: number; opened: number; clicked: number; created_at: string }>(sql`
        with recent as (select id, name, status, created_at from campaigns where workspace_id = ${workspaceId}::uuid order by created_at desc limit 5)
        select c.id::text id, c.name, c.status, c.created_at::text created_at, f.sent, f.opened, f.clicked
        from recent c cross join lateral (
          -- one pass over the campaign's deliveries (deliveries_campaign_status_idx) for the three counts
          select count(*) filter (where d.status = 'sent')::int sent, count(d.opened_at)::int opened, count(d.clicked_at)::int clicked
          from deliveries d where d.campaign_id = c.id) f
        order by c.created_at desc`);
      const byStatus = await db.execute<{ name: string; count: number }>(sql`
        select status name, count(*)::int count from campaigns where workspace_id = ${workspaceId}::uuid group by 1 order by 2 desc`);
      return { recent: recent.rows, byStatus: byStatus.rows };
    },

    /** Invoice totals in the workspace's default currency: paid in the range, open (pending) and overdue. */
    async invoicing(workspaceId: string, since: Date) {
      const { rows } = await db.execute<{ currency: string; paid: number; pending: number; overdue: number; overdue_count: number; issued: number }>(sql`
        with cur as (select coalesce((select default_currency from invoice_settings where workspace_id = ${workspaceId}::uuid), 'TRY') c)
        select (select c from cur) currency,
          coalesce(sum(paid_minor) filter (where status = 'paid' and paid_at >= ${since.toISOString()}::timestamptz), 0)::float8 paid,
          coalesce(sum(total_minor - paid_minor) filter (where status in ('sent', 'viewed')), 0)::float8 pending,
          coalesce(sum(total_minor - paid_minor) filter (where status = 'overdue'), 0)::float8 overdue,
          count(*) filter (where status = 'overdue')::int overdue_count,
          count(*) filter (where status <> 'draft' and created_at >= ${since.toISOString()}::timestamptz)::int issued
        from invoices where workspace_id = ${workspaceId}::uuid and currency = (select c from cur)`);
      return rows[0];
    },

    /** Automation over the range: workflows by status, runs entered, finished and waiting now, steps done and failed. */
    async automation(workspaceId: string, since: Date) {
      const s = since.toISOString();
      const { rows } = await db.execute<{
        active: number;
        paused: number;
        entered: number;
        completed: number;
        waiting: number;
        steps_done: number;
        steps_failed: number;
      }>(sql`
        select
          (select count(*) from automation_workflows where workspace_id = ${workspaceId}::uuid and status = 'active')::int active,
          (select count(*) from automation_workflows where workspace_id = ${workspaceId}::uuid and status = 'paused')::int paused,
          (select count(*) from automation_runs where workspace_id = ${workspaceId}::uuid and started_at >= ${s}::timestamptz)::int entered,
          (select count(*) from automation_runs where workspace_id = ${workspaceId}::uuid and started_at >= ${s}::timestamptz
            and status = 'completed')::int completed,
          (select count(*) from automation_runs where workspace_id = ${workspaceId}::uuid and status = 'waiting')::int waiting,
          (select count(*) from automation_steps where workspace_id = ${workspaceId}::uuid and at >= ${s}::timestamptz and status = 'done')::int steps_done,
          (select count(*) from automation_steps where workspace_id = ${workspaceId}::uuid and at >= ${s}::timestamptz and status = 'failed')::int steps_failed`);
      return rows[0];
    },

    /** API keys: active ones, those used in the range, and requests counted in the per-minute windows still kept. */
    async apiKeys(workspaceId: string, since: Date) {
      const s = since.toISOString();
      const { rows } = await db.execute<{ active: number; used: number; requests: number; last_used_at: string | null }>(sql`
        select
          count(*) filter (where k.revoked_at is null and (k.expires_at is null or k.expires_at > now()))::int active,
          count(*) filter (where k.last_used_at >= ${s}::timestamptz)::int used,
          coalesce((select sum(w.count) from api_key_windows w join api_keys kk on kk.id = w.key_id
            where kk.workspace_id = ${workspaceId}::uuid and w.window_start >= ${s}::timestamptz), 0)::int requests,
          max(k.last_used_at)::text last_used_at
        from api_keys k where k.workspace_id = ${workspaceId}::uuid`);
      return rows[0];
    },

    /** The workspace's latest sign-ins (sessions), newest first. */
    async sessions(workspaceId: string) {
      const { rows } = await db.execute<{ email: string; created_at: string; last_used_at: string | null }>(sql`
        select u.email, s.created_at::text created_at, s.last_used_at::text last_used_at
        from sessions s join users u on u.id = s.user_id
        where s.workspace_id = ${workspaceId}::uuid order by s.created_at desc limit 10`);
      return rows;
    },
  };
}
