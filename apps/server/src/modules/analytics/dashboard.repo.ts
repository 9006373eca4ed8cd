// SQL for the dashboard's figures over a time range, scoped by workspace.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workspaceMemberIds } from '../settings/settings.schema.js';
import { WATERMARK } from './rollup-sql.js';

export type DashboardRepo = ReturnType<typeof dashboardRepo>;

/**
 * Sends, first human opens and first human clicks of a range (since → now): the raw deliveries of the range's first,
 * partial hour, the hourly rollup from the next whole hour up to its watermark, and the raw ones after the watermark, in
 * one snapshot. A year reads 8,760 rollup rows, not a year of deliveries.
 */
function rangeCounts(workspaceId: string, since: Date): SQL {
  const ws = sql`${workspaceId}::uuid`;
  const s = sql`${since.toISOString()}::timestamptz`;
  const hour = sql`(date_trunc('hour', ${s} at time zone 'UTC') at time zone 'UTC' + interval '1 hour')`;
  const raw = (from: SQL, to: SQL) => sql`
    select (select count(*) from deliveries where workspace_id = ${ws} and status = 'sent' and sent_at >= ${from} and sent_at < ${to}) sent,
      (select count(*) from deliveries where workspace_id = ${ws} and opened_at >= ${from} and opened_at < ${to}) opened,
      (select count(*) from deliveries where workspace_id = ${ws} and clicked_at >= ${from} and clicked_at < ${to}) clicked`;
  return sql`
    select sum(sent)::int sent, sum(opened)::int opened, sum(clicked)::int clicked from (
      ${raw(s, hour)}
      union all
      select coalesce(sum(sent), 0), coalesce(sum(unique_opens), 0), coalesce(sum(unique_clicks), 0) from analytics_hourly
      where workspace_id = ${ws} and hour >= ${hour}
      union all
      ${raw(sql`greatest(${WATERMARK}, ${hour})`, sql`'infinity'::timestamptz`)}) x`;
}

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
        with d as (${rangeCounts(workspaceId, since)})
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
          (select count(*) from ${workspaceMemberIds(workspaceId)} wm)::int members,
          (select name from workspaces where id = ${workspaceId}::uuid) name`);
      return rows[0];
    },

    /** The latest campaigns with their sent, opened and clicked counts, and the count per status. */
    async campaigns(workspaceId: string) {
      const ws = sql`${workspaceId}::uuid`;
      // after the watermark (a bounded range, so the planner takes the time indexes)
      const live = (col: string) => sql`${sql.identifier(col)} >= (select at from w) and ${sql.identifier(col)} < 'infinity'`;
      const recent = await db.execute<{ id: string; name: string; status: string; sent: number; opened: number; clicked: number; created_at: string }>(sql`
        with recent as (select id, name, status, created_at from campaigns where workspace_id = ${ws} order by created_at desc limit 5),
        w as (select coalesce(${WATERMARK}, '-infinity') at),
        -- the workspace's sends, first opens and clicks after the rollup's watermark, per campaign
        live as (
          select campaign_id, sum(sent) sent, sum(opened) opened, sum(clicked) clicked from (
            select campaign_id, count(*) sent, 0 opened, 0 clicked from deliveries where workspace_id = ${ws} and status = 'sent' and ${live('sent_at')} group by 1
            union all select campaign_id, 0, count(*), 0 from deliveries where workspace_id = ${ws} and ${live('opened_at')} group by 1
            union all select campaign_id, 0, 0, count(*) from deliveries where workspace_id = ${ws} and ${live('clicked_at')} group by 1) x
          where campaign_id in (select id from recent) group by 1)
        select c.id::text id, c.name, c.status, c.created_at::text created_at, (coalesce(r.sent, 0) + coalesce(l.sent, 0))::int sent,
          (coalesce(r.opened, 0) + coalesce(l.opened, 0))::int opened, (coalesce(r.clicked, 0) + coalesce(l.clicked, 0))::int clicked
        from recent c
        cross join lateral (
          select sum(sent) sent, sum(unique_opens) opened, sum(unique_clicks) clicked from analytics_campaign_daily where workspace_id = ${ws} and campaign_id = c.id) r
        left join live l on l.campaign_id = c.id
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
