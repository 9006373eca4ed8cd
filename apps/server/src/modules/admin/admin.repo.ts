// SQL of the platform admin. Platform reporting reads other modules' tables read-only (users, workspaces, subscriptions,
// deliveries, mail_servers, pgboss.job); the only write outside its own tables is the operator's plan override.
import { and, desc, eq, gt, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userSearchText, users } from '../auth/auth.schema.js';
import {
  adminAccessLog,
  adminAlertAcks,
  adminDnsblResults,
  adminImpersonations,
  adminRollups,
  adminSuspensions,
  platformConfig,
  platformDnsbl,
  platformProcesses,
  platformSecurity,
} from './admin.schema.js';
import type { Listing } from './dnsbl.js';

export type AdminRepo = ReturnType<typeof adminRepo>;
type UserFilter = { q?: string; plan?: string; status?: string; limit: number; offset: number };
export type UserRowDb = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'admin' | 'user' | 'customer';
  workspace_id: string;
  workspace_name: string;
  plan: string | null;
  sub_status: string | null;
  suspended: boolean;
  created_at: Date;
  last_login_at: Date | null;
};

const iso = (d: Date) => d.toISOString();
const HOUR = 3_600_000;
const floorHour = (d: Date) => new Date(Math.floor(d.getTime() / HOUR) * HOUR);
const ceilHour = (d: Date) => new Date(Math.ceil(d.getTime() / HOUR) * HOUR);
const SENT_ROLLUP = 'sent_hourly';
// STATUS_WHERE is each admin status (active, trial, cancelled, suspended) of a user as a condition on its suspension and
// subscription (the same rule as toRow in the service), so the users list can walk users_created_idx and filter.
const STATUS_WHERE = {
  suspended: sql`s.user_id is not null`,
  trial: sql`s.user_id is null and sub.status = 'trial'`,
  cancelled: sql`s.user_id is null and sub.status = 'cancelled'`,
  active: sql`s.user_id is null and (sub.status is null or sub.status not in ('trial', 'cancelled'))`,
};

// adminRepo reads platform figures and stores the admin's own records.
export function adminRepo(db: Db) {
  /** Active workspaces of past windows (by length and end hour): see counts. */
  const activeMemo = new Map<string, number>();
  return {
    /**
     * Users, new users, active workspaces (a session used in the window) and emails sent, for [since, until) and for
     * the window of the same length before it, each table read once. The emails come from the hourly rollup for the
     * whole hours it has counted, and from deliveries (deliveries_sent_at_idx) for the rest: the part of an hour at each
     * end and what came after the rollup's last run.
     */
    async counts(since: Date, until: Date) {
      // the preceding window's active workspaces describe the past: counted for the window ending at the hour its
      // start falls in, once an hour per process (the whole sessions table is read for a 30-day window)
      const activeBefore = async (end: Date, len: number) => {
        const at = floorHour(end);
        const key = `${len}:${at.getTime()}`;
        const hit = activeMemo.get(key);
        if (hit !== undefined) return hit;
        const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int n from (select workspace_id from sessions
          where last_used_at >= ${iso(new Date(at.getTime() - len))}::timestamptz and created_at < ${iso(at)}::timestamptz group by workspace_id) x`);
        if (activeMemo.size > 100) activeMemo.clear();
        activeMemo.set(key, Number(rows[0]?.n ?? 0));
        return Number(rows[0]?.n ?? 0);
      };
      const prev = new Date(2 * since.getTime() - until.getTime());
      const [state] = await db.select().from(adminRollups).where(eq(adminRollups.name, SENT_ROLLUP));
      const sentIn = (a: Date, b: Date) => {
        const from = ceilHour(a);
        const to = state ? new Date(Math.min(floorHour(b).getTime(), state.until.getTime())) : from;
        const exact = (x: Date, y: Date) =>
          sql`(select count(*) from deliveries where status = 'sent' and sent_at >= ${iso(x)}::timestamptz and sent_at < ${iso(y)}::timestamptz)`;
        if (from >= to) return exact(a, b);
        return sql`${exact(a, from)} + ${exact(to, b)} + (select coalesce(sum(sent), 0) from admin_sent_hourly
          where hour >= ${iso(from)}::timestamptz and hour < ${iso(to)}::timestamptz)`;
      };
      const [s, u, p] = [iso(since), iso(until), iso(prev)];
      const { rows } = await db.execute<{
        users: number;
        prev_users: number;
        new_users: number;
        prev_new_users: number;
        active: number;
        sent: number;
        prev_sent: number;
      }>(sql`select u.users, u.users - u.new_users prev_users, u.new_users, u.prev_new_users, a.*,
          (${sentIn(since, until)})::int sent, (${sentIn(prev, since)})::int prev_sent
        from (select (select count(*) from users)::int - (select count(*) from users where created_at >= ${u}::timestamptz)::int users,
            (select count(*) from users where created_at >= ${s}::timestamptz and created_at < ${u}::timestamptz)::int new_users,
            (select count(*) from users where created_at >= ${p}::timestamptz and created_at < ${s}::timestamptz)::int prev_new_users) u,
          -- workspaces whose sessions were last used in the window (workspaces_last_active_idx, kept by triggers on
          -- sessions); the window ends now
          (select count(*)::int active from workspaces where last_active_at >= ${s}::timestamptz) a`);
      const r = { ...rows[0], prev_active: await activeBefore(since, until.getTime() - since.getTime()) };
      return {
        current: { users: r.users, new_users: r.new_users, active: r.active, sent: r.sent },
        previous: { users: r.prev_users, new_users: r.prev_new_users, active: r.prev_active, sent: r.prev_sent },
      };
    },

    /**
     * Counts the emails sent per hour into admin_sent_hourly up to `until` (a whole hour), a day per statement from
     * where the last run stopped (the first run starts at the first sent email); returns the hours now counted up to.
     */
    async rollupSent(until: Date) {
      const [state] = await db.select().from(adminRollups).where(eq(adminRollups.name, SENT_ROLLUP));
      let from = state?.until;
      if (!from) {
        const { rows } = await db.execute<{ first: string | Date | null }>(sql`select min(sent_at) first from deliveries where status = 'sent'`);
        from = rows[0]?.first ? floorHour(new Date(rows[0].first)) : until;
      }
      while (from < until) {
        const to = new Date(Math.min(from.getTime() + 86_400_000, until.getTime()));
        await db.transaction(async (tx) => {
          await tx.execute(sql`insert into admin_sent_hourly (hour, sent) select date_trunc('hour', sent_at), count(*) from deliveries
            where status = 'sent' and sent_at >= ${iso(from as Date)}::timestamptz and sent_at < ${iso(to)}::timestamptz group by 1
            on conflict (hour) do update set sent = excluded.sent`);
          await tx
            .insert(adminRollups)
            .values({ name: SENT_ROLLUP, until: to })
            .onConflictDoUpdate({ target: adminRollups.name, set: { until: to } });
        });
        from = to;
      }
      return from;
    },

    /**
     * Subscriptions counted by plan, status and suspension (any suspended member): a few rows however many workspaces.
     * All are counted by plan and status (subscriptions_plan_status_idx), the suspended workspaces' apart (their ids
     * looked up by key from the suspensions: arrays, so the planner does not hash every user and subscription), and the
     * first less the second are the others.
     */
    async subscriptionPlans() {
      type Count = { plan_type: string; status: string; n: number };
      const [{ rows: all }, { rows: held }] = await Promise.all([
        db.execute<Count>(sql`select plan_type, status, count(*)::int n from subscriptions group by 1, 2`),
        db.execute<Count>(sql`select sub.plan_type, sub.status, count(*)::int n from subscriptions sub
          where sub.workspace_id = any(array(select u.workspace_id from users u where u.id = any(array(select user_id from admin_suspensions))))
          group by 1, 2`),
      ]);
      const key = (r: Count) => `${r.plan_type}\u0000${r.status}`;
      const suspended = new Map(held.map((r) => [key(r), Number(r.n)]));
      return [
        ...all.map((r) => ({ plan_type: r.plan_type, status: r.status, suspended: false, n: Number(r.n) - (suspended.get(key(r)) ?? 0) })),
        ...held.map((r) => ({ plan_type: r.plan_type, status: r.status, suspended: true, n: Number(r.n) })),
      ].filter((r) => r.n > 0);
    },

    /**
     * Users newest first with the admin filters, in index order (users_created_idx): a search of three letters or more
     * goes through the trigram indexes of the address and name and of the workspace name; statuses are plain conditions.
     */
    async listUsers(f: UserFilter) {
      const conds = [sql`true`];
      const like = f.q ? `%${f.q.replace(/[\\%_]/g, '\\$&')}%` : '';
      // the users a search finds, by their address and name or their workspace's name (trigram indexes)
      const matched = sql`select id, created_at from users where ${userSearchText(users)} ilike ${like}
          union select y.id, y.created_at from users y join workspaces z on z.id = y.workspace_id where z.name ilike ${like}`;
      if (f.q) conds.push(sql`u.id in (select id from (${matched}) m)`);
      if (f.plan) conds.push(sql`sub.plan_type = ${f.plan}`);
      if (f.status) conds.push(STATUS_WHERE[f.status as keyof typeof STATUS_WHERE] ?? sql`false`);
      const where = sql.join(conds, sql` and `);
      const from = sql`from users u join workspaces w on w.id = u.workspace_id left join subscriptions sub on sub.workspace_id = u.workspace_id
        left join admin_suspensions s on s.user_id = u.id`;
      const columns = sql`u.id, u.first_name, u.last_name, u.email, u.role, u.workspace_id, w.name workspace_name,
        sub.plan_type plan, sub.status sub_status, (s.user_id is not null) suspended, u.created_at, u.last_login_at`;
      if (conds.length === 1) {
        // no filter: the page is read from the index alone, then joined; every user has one workspace, at most one
        // subscription and one suspension, so the total is the users' count
        const { rows } = await db.execute<UserRowDb>(sql`with page as (select id from users order by created_at desc, id desc
          limit ${f.limit} offset ${f.offset}) select ${columns} from page join users u on u.id = page.id join workspaces w on w.id = u.workspace_id
          left join subscriptions sub on sub.workspace_id = u.workspace_id left join admin_suspensions s on s.user_id = u.id
          order by u.created_at desc, u.id desc`);
        const { rows: total } = await db.execute<{ n: number }>(sql`select count(*)::int n from users`);
        return { rows, total: total[0]?.n ?? 0 };
      }
      if (f.q && conds.length === 2) {
        // a search alone: the page is cut from the matches before anything is joined (a common name matches an eighth of
        // the users), and the count is the matches'
        const [{ rows }, { rows: total }] = await Promise.all([
          db.execute<UserRowDb>(sql`with page as (select id, created_at from (${matched}) m order by created_at desc, id desc limit ${f.limit} offset ${f.offset})
            select ${columns} from page join users u on u.id = page.id join workspaces w on w.id = u.workspace_id
            left join subscriptions sub on sub.workspace_id = u.workspace_id left join admin_suspensions s on s.user_id = u.id
            order by u.created_at desc, u.id desc`),
          db.execute<{ n: number }>(sql`select count(*)::int n from (${matched}) m`),
        ]);
        return { rows, total: total[0]?.n ?? 0 };
      }
      // filtered: the page walks the index and stops at its last row; the count reads only what the filters need (the
      // workspace join never changes it, and the planner drops a left join whose columns are not used)
      const [{ rows }, { rows: total }] = await Promise.all([
        db.execute<UserRowDb>(sql`select ${columns} ${from} where ${where} order by u.created_at desc, u.id desc limit ${f.limit} offset ${f.offset}`),
        db.execute<{ n: number }>(sql`select count(*)::int n from users u left join subscriptions sub on sub.workspace_id = u.workspace_id
          left join admin_suspensions s on s.user_id = u.id where ${where}`),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    async findUser(id: string) {
      const { rows } = await db.execute<UserRowDb>(sql`select u.id, u.first_name, u.last_name, u.email, u.role, u.workspace_id, w.name workspace_name,
        sub.plan_type plan, sub.status sub_status, (s.user_id is not null) suspended, u.created_at, u.last_login_at
        from users u join workspaces w on w.id = u.workspace_id left join subscriptions sub on sub.workspace_id = u.workspace_id
        left join admin_suspensions s on s.user_id = u.id where u.id = ${id}::uuid`);
      return rows[0];
    },

    async workspaceDetail(workspaceId: string, monthStart: Date) {
      const { rows: members } = await db.execute<{ id: string; name: string; email: string; role: string }>(sql`select id,
        first_name || ' ' || last_name as name, email, role from users where workspace_id = ${workspaceId}::uuid order by created_at limit 100`);
      const { rows: usage } = await db.execute<{ contacts: number; campaigns: number; sent: number; invoices: number }>(sql`select
        (select count(*) from contacts where workspace_id = ${workspaceId}::uuid)::int contacts,
        (select count(*) from campaigns where workspace_id = ${workspaceId}::uuid)::int campaigns,
        (select count(*) from deliveries where workspace_id = ${workspaceId}::uuid and status = 'sent' and sent_at >= ${iso(monthStart)}::timestamptz)::int sent,
        (select count(*) from invoices where workspace_id = ${workspaceId}::uuid)::int invoices`);
      const { rows: sub } = await db.execute<{ plan_type: string; status: string; current_period_end: Date }>(sql`select plan_type, status,
        current_period_end from subscriptions where workspace_id = ${workspaceId}::uuid`);
      return { members, usage: usage[0], subscription: sub[0] };
    },

    async sessions(userId: string) {
      const { rows } = await db.execute<{ id: string; ip: string | null; user_agent: string | null; created_at: Date; last_used_at: Date }>(sql`select id, ip,
        user_agent, created_at, last_used_at from sessions where user_id = ${userId}::uuid and revoked_at is null and expires_at > now()
        order by last_used_at desc limit 20`);
      return rows;
    },

    async suspension(userId: string) {
      const { rows } = await db.execute<{ reason: string; suspended_at: Date; by: string | null }>(sql`select s.reason, s.suspended_at, a.email by
        from admin_suspensions s left join users a on a.id = s.suspended_by where s.user_id = ${userId}::uuid`);
      return rows[0];
    },
    async suspend(userId: string, reason: string, by: string) {
      await db
        .insert(adminSuspensions)
        .values({ userId, reason, suspendedBy: by })
        .onConflictDoUpdate({ target: adminSuspensions.userId, set: { reason, suspendedBy: by } });
    },
    async reactivate(userId: string) {
      return (await db.delete(adminSuspensions).where(eq(adminSuspensions.userId, userId)).returning()).length > 0;
    },

    /** The operator's plan override: applies at once, starts a new period (written here, not through billing's payment flow). */
    async setPlan(workspaceId: string, plan: string) {
      const { rows } = await db.execute<{ id: string }>(sql`update subscriptions set plan_type = ${plan}, status = 'active', trial_ends_at = null,
        cancelled_at = null, pending_plan_type = null, pending_payment_id = null, current_period_start = now(),
        current_period_end = now() + interval '1 month', updated_at = now() where workspace_id = ${workspaceId}::uuid returning id`);
      return rows.length > 0;
    },

    /** One query per authenticated request: is the user suspended, and is this session an impersonation? */
    async sessionState(userId: string, sessionId: string) {
      const { rows } = await db.execute<{
        suspended: boolean;
        imp_id: string | null;
        admin_id: string | null;
        admin_email: string | null;
        user_email: string | null;
        expires_at: Date | null;
        ended_at: Date | null;
      }>(sql`select exists (select 1 from admin_suspensions where user_id = ${userId}::uuid) suspended,
        i.id imp_id, i.admin_id, i.admin_email, i.user_email, i.expires_at, i.ended_at
        from (select 1) one left join admin_impersonations i on i.session_id = ${sessionId}::uuid`);
      return rows[0];
    },
    async isSuspended(userId: string) {
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int n from admin_suspensions where user_id = ${userId}::uuid`);
      return (rows[0]?.n ?? 0) > 0;
    },

    async startImpersonation(v: typeof adminImpersonations.$inferInsert) {
      await db.insert(adminImpersonations).values(v);
    },
    async impersonation(sessionId: string) {
      const [row] = await db
        .select()
        .from(adminImpersonations)
        .where(and(eq(adminImpersonations.sessionId, sessionId), isNull(adminImpersonations.endedAt)));
      return row;
    },
    async endImpersonation(sessionId: string) {
      await db
        .update(adminImpersonations)
        .set({ endedAt: new Date() })
        .where(and(eq(adminImpersonations.sessionId, sessionId), isNull(adminImpersonations.endedAt)));
      await db.execute(sql`update sessions set revoked_at = now() where id = ${sessionId}::uuid and revoked_at is null`);
    },

    async log(v: typeof adminAccessLog.$inferInsert) {
      await db.insert(adminAccessLog).values(v);
    },
    async accessLog(f: { action?: string; actor?: string; limit: number; offset: number }) {
      const conds = [sql`true`];
      if (f.action) conds.push(sql`action = ${f.action}`);
      if (f.actor) conds.push(sql`(actor_email ilike ${`%${f.actor}%`} or as_user_email ilike ${`%${f.actor}%`})`);
      const where = sql.join(conds, sql` and `);
      const { rows } = await db.execute<{
        id: string;
        at: Date;
        actor_email: string;
        as_user_email: string | null;
        action: string;
        target: string | null;
        ip: string | null;
      }>(
        sql`select id, at, actor_email, as_user_email, action, target, ip from admin_access_log where ${where} order by at desc, id desc limit ${f.limit} offset ${f.offset}`,
      );
      const { rows: total } = await db.execute<{ n: number }>(sql`select count(*)::int n from admin_access_log where ${where}`);
      return { rows, total: total[0]?.n ?? 0 };
    },

    /** Subscriptions with their workspace and first member, newest first. */
    async subscriptions(limit: number, offset: number) {
      const { rows } = await db.execute<{
        workspace_id: string;
        name: string;
        owner: string | null;
        plan_type: string;
        status: string;
        current_period_end: Date;
        suspended: boolean;
      }>(sql`with page as (select workspace_id, created_at from subscriptions order by created_at desc, workspace_id desc limit ${limit} offset ${offset})
        select sub.workspace_id, w.name, (select email from users where workspace_id = w.id order by created_at limit 1) owner,
          sub.plan_type, sub.status, sub.current_period_end, (susp.any is not null) suspended
        from page join subscriptions sub on sub.workspace_id = page.workspace_id join workspaces w on w.id = sub.workspace_id
        left join lateral (select 1 as any from users u join admin_suspensions s on s.user_id = u.id where u.workspace_id = w.id limit 1) susp on true
        order by page.created_at desc, page.workspace_id desc`);
      const { rows: total } = await db.execute<{ n: number }>(sql`select count(*)::int n from subscriptions`);
      return { rows, total: total[0]?.n ?? 0 };
    },
    /** Cancellations and upgrades in the range, from the admin's plan-change log and the subscriptions' cancellation dates. */
    async churnAndUpgrades(since: Date) {
      const { rows } = await db.execute<{ churned: number; upgrades: number; at_start: number }>(sql`select
        (select count(*) from subscriptions where cancelled_at >= ${iso(since)}::timestamptz)::int churned,
        (select count(*) from admin_access_log where action = 'plan.upgrade' and at >= ${iso(since)}::timestamptz)::int
          + (select count(*) from subscriptions where status = 'active' and current_period_start >= ${iso(since)}::timestamptz
             and created_at < current_period_start - interval '1 minute' and plan_type <> 'free')::int upgrades,
        (select count(*) from subscriptions where created_at < ${iso(since)}::timestamptz)::int at_start`);
      return rows[0];
    },

    async queues() {
      const { rows } = await db.execute<{ name: string; queued: number; active: number; failed: number; oldest: Date | null }>(sql`select name,
        count(*) filter (where state in ('created', 'retry'))::int queued, count(*) filter (where state = 'active')::int active,
        count(*) filter (where state = 'failed' and completed_on > now() - interval '1 hour')::int failed,
        min(created_on) filter (where state in ('created', 'retry') and start_after <= now()) oldest
        from pgboss.job group by name order by name`);
      return rows;
    },
    async databaseStats() {
      const { rows } = await db.execute<{
        size: string;
        connections: number;
        max_connections: number;
      }>(sql`select pg_database_size(current_database())::text size,
        (select count(*) from pg_stat_activity where datname = current_database())::int connections,
        current_setting('max_connections')::int max_connections`);
      return rows[0];
    },
    async mailServers() {
      const { rows } = await db.execute<{
        id: string;
        name: string;
        status: string;
        last_error: string | null;
        sent_total: number;
        bounces: number;
        complaints: number;
        updated_at: Date;
      }>(sql`select id, name, status, last_error, sent_total, bounces, complaints, updated_at from mail_servers order by name limit 500`);
      return rows;
    },

    /** Every workspace's mail servers for the IP pools tab. */
    async poolServers() {
      const { rows } = await db.execute<{
        id: string;
        name: string;
        smtp_host: string;
        ip_address: string | null;
        workspace: string;
        status: 'active' | 'paused' | 'error';
        sent_total: number;
        bounces: number;
        complaints: number;
        daily_limit: number;
        quarantined_at: string | Date | null;
        quarantine_reason: string | null;
        quarantine_zones: string[] | null;
        warmup_started_at: string | Date | null;
      }>(sql`select m.id, m.name, m.smtp_host, m.ip_address, w.name workspace, m.status, m.sent_total,
        m.bounces, m.complaints, m.daily_limit, m.quarantined_at, m.quarantine_reason, m.quarantine_zones, m.warmup_started_at
        from mail_servers m join workspaces w on w.id = m.workspace_id order by m.smtp_host, m.name limit 2000`);
      return rows;
    },

    async acks() {
      return db.select().from(adminAlertAcks);
    },
    async ack(alertId: string, by: string) {
      await db.insert(adminAlertAcks).values({ alertId, acknowledgedBy: by }).onConflictDoNothing();
    },
    /** Drops acknowledgements of alerts whose condition has cleared, so a new occurrence shows again. */
    async clearAcks(activeIds: string[]) {
      if (!activeIds.length) return void (await db.delete(adminAlertAcks));
      await db.execute(
        sql`delete from admin_alert_acks where not (alert_id = any(${`{${activeIds.map((i) => `"${i.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]))`,
      );
    },

    async security() {
      const [row] = await db.select().from(platformSecurity).where(eq(platformSecurity.id, 1));
      return row?.settings as Record<string, unknown> | undefined;
    },
    async saveSecurity(settings: object) {
      await db
        .insert(platformSecurity)
        .values({ id: 1, settings })
        .onConflictDoUpdate({ target: platformSecurity.id, set: { settings, updatedAt: new Date() } });
    },
    async platformConfig() {
      const [row] = await db.select().from(platformConfig).where(eq(platformConfig.id, 1));
      return row?.settings as Record<string, unknown> | undefined;
    },
    async savePlatformConfig(settings: object) {
      await db
        .insert(platformConfig)
        .values({ id: 1, settings })
        .onConflictDoUpdate({ target: platformConfig.id, set: { settings, updatedAt: new Date() } });
    },

    /** Writes a process's heartbeat (one row per process, replaced each time). */
    async heartbeat(v: typeof platformProcesses.$inferInsert) {
      const { id: _id, startedAt: _started, ...set } = v;
      await db.insert(platformProcesses).values(v).onConflictDoUpdate({ target: platformProcesses.id, set });
    },
    /** Processes that beat since the given time, newest first. */
    processes: (since: Date) =>
      db.select().from(platformProcesses).where(gt(platformProcesses.beatAt, since)).orderBy(desc(platformProcesses.startedAt)).limit(200),
    async removeProcess(id: string) {
      await db.delete(platformProcesses).where(eq(platformProcesses.id, id));
    },
    async pruneProcesses(before: Date) {
      await db.delete(platformProcesses).where(lt(platformProcesses.beatAt, before));
    },
    /** Workspaces' mail servers by state (quarantined ones counted apart from their status). */
    async mailServerStates() {
      const { rows } = await db.execute<{ total: number; active: number; paused: number; failing: number; quarantined: number }>(sql`select
        count(*)::int total, count(*) filter (where status = 'active' and quarantined_at is null)::int active,
        count(*) filter (where status = 'paused')::int paused, count(*) filter (where status = 'error')::int failing,
        count(*) filter (where quarantined_at is not null)::int quarantined from mail_servers`);
      return rows[0] ?? { total: 0, active: 0, paused: 0, failing: 0, quarantined: 0 };
    },
    recentLog: (limit: number) => db.select().from(adminAccessLog).orderBy(desc(adminAccessLog.at)).limit(limit),

    async dnsblState() {
      const [row] = await db.select().from(platformDnsbl).where(eq(platformDnsbl.id, 1));
      return { zones: row?.zones as unknown, checkedAt: row?.checkedAt ?? null };
    },
    /** Saves the list of blocklists and forgets the answers of lists no longer on it. */
    async saveDnsblZones(zones: string[]) {
      await db.transaction(async (tx) => {
        await tx
          .insert(platformDnsbl)
          .values({ id: 1, zones })
          .onConflictDoUpdate({ target: platformDnsbl.id, set: { zones, updatedAt: new Date() } });
        if (zones.length) await tx.delete(adminDnsblResults).where(notInArray(adminDnsblResults.zone, zones));
        else await tx.delete(adminDnsblResults);
      });
    },
    dnsblResults: () => db.select().from(adminDnsblResults),
    /** Replaces every stored answer with those of a complete check and records its time. */
    async replaceDnsblResults(rows: Listing[], checkedAt: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(adminDnsblResults);
        for (let i = 0; i < rows.length; i += 1000) await tx.insert(adminDnsblResults).values(rows.slice(i, i + 1000).map((r) => ({ ...r, checkedAt })));
        await tx.insert(platformDnsbl).values({ id: 1, checkedAt }).onConflictDoUpdate({ target: platformDnsbl.id, set: { checkedAt } });
      });
    },
  };
}
