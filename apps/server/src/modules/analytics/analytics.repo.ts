// SQL of the analytics module: conversions, the daily rollups with their watermark, and the report's queries.
// Every read is scoped by workspace. Reports read the rollups up to the watermark and compute the rest (a minute, while
// the job runs) live from the same SELECTs the rollup job uses, so a report never waits for the job.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { CHURN_LIKELIHOOD, CHURN_MIN_RECEIVED, type RecordConversion } from '@ulak/shared';

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
export type Fact = {
  day: string;
  campaign_id: string;
  sent: number;
  unique_opens: number;
  unique_opens_total: number;
  unique_clicks: number;
  opens: number;
  human_opens: number;
  clicks: number;
  human_clicks: number;
};
export type ConversionRow = { id: number; contact_id: string | null; email: string | null; amount_minor: number; currency: string; occurred_at: string };
/** A message a converting contact received: a campaign's (campaign_id) or an automation email (workflow_id). */
export type TouchRow = { conversion_id: number; campaign_id: string | null; workflow_id: string | null; sent_at: string; clicked_at: string | null };

const NO_CAMPAIGN = '00000000-0000-0000-0000-000000000000';
/** The rollup's channel of a delivery or a hit: campaign mail is 'email', an automation's email (no campaign) 'automation'. */
const CHANNEL = sql`case when campaign_id is null then 'automation' else 'email' end`;

// factsSelect is the rollup's grouping over the raw tables between two instants (optionally for one workspace).
type Bound = string | SQL;
const at = (b: Bound) => (typeof b === 'string' ? sql`${b}::timestamptz` : b);
/** The rollup's name, and the SQL of where the live part of a report starts: the rollup's watermark (moved in the same
 * transaction as the rows, so one statement sees both as of the same moment), or the period's start when later. */
const ROLLUP = 'daily';
const liveFrom = (from: string) => sql`greatest((select until from analytics_watermarks where name = ${ROLLUP}), ${from}::timestamptz)`;

function factsSelect(from: Bound, to: Bound, workspaceId?: string): SQL {
  const ws = (col: SQL) => (workspaceId ? sql`and ${col} = ${workspaceId}::uuid` : sql``);
  return sql`
    select workspace_id, day, campaign_id, channel, country, device,
      sum(sent)::int sent, sum(unique_opens)::int unique_opens, sum(unique_opens_total)::int unique_opens_total, sum(unique_clicks)::int unique_clicks,
      sum(opens)::int opens, sum(human_opens)::int human_opens, sum(clicks)::int clicks, sum(human_clicks)::int human_clicks
    from (
      select workspace_id, (sent_at at time zone 'UTC')::date as day, campaign_id, ${CHANNEL} as channel, '' as country, '' as device,
        count(*) sent, 0 unique_opens, 0 unique_opens_total, 0 unique_clicks, 0 opens, 0 human_opens, 0 clicks, 0 human_clicks
      from deliveries where status = 'sent' and sent_at >= ${at(from)} and sent_at < ${at(to)} ${ws(sql`workspace_id`)}
      group by 1, 2, 3
      union all
      select workspace_id, (opened_at at time zone 'UTC')::date, campaign_id, ${CHANNEL}, '', '', 0, count(*), 0, 0, 0, 0, 0, 0
      from deliveries where opened_at >= ${at(from)} and opened_at < ${at(to)} ${ws(sql`workspace_id`)}
      group by 1, 2, 3
      union all
      select workspace_id, (first_open_at at time zone 'UTC')::date, campaign_id, ${CHANNEL}, '', '', 0, 0, count(*), 0, 0, 0, 0, 0
      from deliveries where first_open_at >= ${at(from)} and first_open_at < ${at(to)} ${ws(sql`workspace_id`)}
      group by 1, 2, 3
      union all
      select workspace_id, (clicked_at at time zone 'UTC')::date, campaign_id, ${CHANNEL}, '', '', 0, 0, 0, count(*), 0, 0, 0, 0
      from deliveries where clicked_at >= ${at(from)} and clicked_at < ${at(to)} ${ws(sql`workspace_id`)}
      group by 1, 2, 3
      union all
      select workspace_id, (occurred_at at time zone 'UTC')::date, campaign_id, ${CHANNEL}, coalesce(country, ''), coalesce(device, ''), 0, 0, 0, 0,
        count(*) filter (where type = 'open'), count(*) filter (where type = 'open' and not machine),
        count(*) filter (where type = 'click'), count(*) filter (where type = 'click' and not machine)
      from tracking_events where occurred_at >= ${at(from)} and occurred_at < ${at(to)} ${ws(sql`workspace_id`)}
      group by 1, 2, 3, 5, 6
    ) x group by 1, 2, 3, 4, 5, 6`;
}

// The hit rollups' groupings over tracking_events between two instants (optionally for one workspace): opens and clicks
// by place, human ones by quarter hour of the UTC day, and human ones by device type × operating system × mail client.
function hitsWhere(from: Bound, to: Bound, workspaceId?: string, human = false): SQL {
  return sql`type in ('open', 'click') and occurred_at >= ${at(from)} and occurred_at < ${at(to)}
    ${workspaceId ? sql`and workspace_id = ${workspaceId}::uuid` : sql``} ${human ? sql`and not machine` : sql``}`;
}
function geoSelect(from: Bound, to: Bound, workspaceId?: string): SQL {
  return sql`
    select workspace_id, (occurred_at at time zone 'UTC')::date as day, coalesce(country, '') country, coalesce(city, '') city,
      count(*) filter (where type = 'open')::int opens, count(*) filter (where type = 'open' and not machine)::int human_opens,
      count(*) filter (where type = 'click')::int clicks, count(*) filter (where type = 'click' and not machine)::int human_clicks
    from tracking_events where ${hitsWhere(from, to, workspaceId)} and country is not null group by 1, 2, 3, 4`;
}
function slotsSelect(from: Bound, to: Bound, workspaceId?: string): SQL {
  return sql`
    select workspace_id, (occurred_at at time zone 'UTC')::date as day,
      (extract(hour from occurred_at at time zone 'UTC') * 4 + floor(extract(minute from occurred_at at time zone 'UTC') / 15))::int slot,
      count(*) filter (where type = 'open')::int human_opens, count(*) filter (where type = 'click')::int human_clicks
    from tracking_events where ${hitsWhere(from, to, workspaceId, true)} group by 1, 2, 3`;
}
function devicesSelect(from: Bound, to: Bound, workspaceId?: string): SQL {
  return sql`
    select workspace_id, (occurred_at at time zone 'UTC')::date as day, coalesce(device, 'unknown') device, coalesce(os, 'unknown') os,
      coalesce(client, 'unknown') client, count(*)::int hits
    from tracking_events where ${hitsWhere(from, to, workspaceId, true)} group by 1, 2, 3, 4, 5`;
}

// analyticsRepo holds the module's SQL.
export function analyticsRepo(db: Db) {
  return {
    /** Inserts a conversion once per (workspace, event id); a repeat changes nothing. */
    async insertConversion(c: RecordConversion) {
      await db.execute(sql`
        insert into conversions (workspace_id, event_id, source, contact_id, email, amount_minor, currency, occurred_at)
        values (${c.workspaceId}::uuid, ${c.eventId}, ${c.source}, ${c.contactId ?? null}::uuid, ${c.email?.toLowerCase() ?? null},
          ${c.amountMinor}, ${c.currency.toUpperCase()}, ${c.at.toISOString()}::timestamptz)
        on conflict (workspace_id, event_id) do nothing`);
    },

    /** Invoices marked paid after `since` (any workspace), with the contact that has the customer's address. */
    async paidInvoicesSince(since: string, limit: number) {
      const { rows } = await db.execute<{
        id: string;
        workspace_id: string;
        email: string | null;
        contact_id: string | null;
        total_minor: number;
        currency: string;
        paid_at: string;
      }>(sql`
        select i.id, i.workspace_id, lower(c.email) email, ct.id contact_id, i.total_minor::bigint::float8 total_minor, i.currency, i.paid_at::text paid_at
        from invoices i join invoice_customers c on c.id = i.customer_id
        left join contacts ct on ct.workspace_id = i.workspace_id and lower(ct.email) = lower(c.email)
        where i.status = 'paid' and i.paid_at is not null and i.paid_at > ${since}::timestamptz
        order by i.paid_at limit ${limit}`);
      return rows;
    },

    /** The instant before which retention dropped the raw hits (ISO), or null. */
    async droppedThrough(): Promise<string | null> {
      const { rows } = await db.execute<{ at: string | null }>(
        sql`select to_char(dropped_through at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') at from analytics_settings where name = 'platform'`,
      );
      return rows[0]?.at ?? null;
    },

    async watermark(name: string): Promise<string> {
      const { rows } = await db.execute<{ until: string }>(sql`select until::text until from analytics_watermarks where name = ${name}`);
      return rows[0]?.until ?? '1970-01-01T00:00:00Z';
    },
    async setWatermark(name: string, until: string) {
      await db.execute(
        sql`insert into analytics_watermarks (name, until) values (${name}, ${until}::timestamptz) on conflict (name) do update set until = excluded.until`,
      );
    },

    /**
     * Rebuilds the rollup rows of every day from `fromDay` (UTC) up to `to` in one transaction that also moves the
     * watermark to `to`: the days' rows are cleared and written again from the raw tables (INSERT … ON CONFLICT DO
     * UPDATE), so a key that lost its figures does not linger; readers never see the days half-written, and a report
     * reads the rollups up to the watermark and the raw records after it in one snapshot.
     */
    async rollup(fromDay: string, to: string) {
      const from = `${fromDay}T00:00:00Z`;
      await db.transaction(async (tx) => {
        for (const table of ['analytics_daily', 'analytics_geo_daily', 'analytics_slots_daily', 'analytics_device_daily'])
          await tx.execute(sql`delete from ${sql.identifier(table)} where day >= ${fromDay}::date`);
        await tx.execute(sql`
          insert into analytics_geo_daily as a (workspace_id, day, country, city, opens, human_opens, clicks, human_clicks)
          select * from (${geoSelect(from, to)}) g
          on conflict (workspace_id, day, country, city) do update set
            opens = excluded.opens, human_opens = excluded.human_opens, clicks = excluded.clicks, human_clicks = excluded.human_clicks`);
        await tx.execute(sql`
          insert into analytics_slots_daily as a (workspace_id, day, slot, human_opens, human_clicks)
          select * from (${slotsSelect(from, to)}) s
          on conflict (workspace_id, day, slot) do update set human_opens = excluded.human_opens, human_clicks = excluded.human_clicks`);
        await tx.execute(sql`
          insert into analytics_device_daily as a (workspace_id, day, device, os, client, hits)
          select * from (${devicesSelect(from, to)}) d
          on conflict (workspace_id, day, device, os, client) do update set hits = excluded.hits`);
        await tx.execute(sql`
          with fresh as (${factsSelect(from, to)}),
          up as (
            insert into analytics_daily as a (workspace_id, day, campaign_id, channel, country, device, sent, unique_opens, opens, human_opens, unique_clicks, clicks, human_clicks, unique_opens_any, updated_at)
            select workspace_id, day, coalesce(campaign_id, ${NO_CAMPAIGN}::uuid), channel, country, device, sent, unique_opens, opens, human_opens, unique_clicks, clicks, human_clicks,
              unique_opens_total, now()
            from fresh
            on conflict (workspace_id, day, campaign_id, channel, country, device) do update set
              sent = excluded.sent, unique_opens = excluded.unique_opens, opens = excluded.opens, human_opens = excluded.human_opens,
              unique_clicks = excluded.unique_clicks, clicks = excluded.clicks, human_clicks = excluded.human_clicks, unique_opens_any = excluded.unique_opens_any, updated_at = now()
            returning 1)
          select count(*)::int n from up`);
        await tx.execute(sql`
          insert into analytics_watermarks (name, until) values (${ROLLUP}, ${to}::timestamptz) on conflict (name) do update set until = excluded.until`);
      });
    },

    /**
     * Sums per day and campaign from `fromDay` (UTC): the rollup rows (as of its watermark, today's partial day
     * included) plus the live facts from the watermark to now.
     */
    async facts(workspaceId: string, fromDay: string, now: string): Promise<Fact[]> {
      const { rows } = await db.execute<Fact>(sql`
        select day::text as day, campaign_id::text campaign_id, sum(sent)::int sent, sum(unique_opens)::int unique_opens,
          sum(unique_opens_total)::int unique_opens_total, sum(unique_clicks)::int unique_clicks, sum(opens)::int opens,
          sum(human_opens)::int human_opens, sum(clicks)::int clicks, sum(human_clicks)::int human_clicks
        from (
          select day, campaign_id, sent, unique_opens, unique_opens_any unique_opens_total, unique_clicks, opens, human_opens, clicks, human_clicks
          from analytics_daily where workspace_id = ${workspaceId}::uuid and day >= ${fromDay}::date
          union all
          select day, coalesce(campaign_id, ${NO_CAMPAIGN}::uuid), sent, unique_opens, unique_opens_total, unique_clicks, opens, human_opens, clicks, human_clicks
          from (${factsSelect(liveFrom(`${fromDay}T00:00:00Z`), now, workspaceId)}) live
        ) x group by 1, 2`);
      return rows;
    },

    /** Names of the workspace's campaigns. */
    async campaignNames(workspaceId: string) {
      const { rows } = await db.execute<{ id: string; name: string }>(sql`select id::text id, name from campaigns where workspace_id = ${workspaceId}::uuid`);
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Bounces, complaints, unsubscribes and new subscribers per UTC day. */
    async listEvents(workspaceId: string, from: string, to: string) {
      const { rows } = await db.execute<{ day: string; subscribed: number; unsubscribed: number; bounced: number; complained: number }>(sql`
        select day::text as day, sum(subscribed)::int subscribed, sum(unsubscribed)::int unsubscribed, sum(bounced)::int bounced, sum(complained)::int complained from (
          select (occurred_at at time zone 'UTC')::date as day, 0 subscribed, count(*) filter (where type = 'unsubscribed') unsubscribed,
            count(*) filter (where type = 'bounced') bounced, count(*) filter (where type = 'complained') complained
          from engagement_events where workspace_id = ${workspaceId}::uuid and occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz
            and type in ('unsubscribed', 'bounced', 'complained')
          group by 1
          union all
          select (created_at at time zone 'UTC')::date, count(*), 0, 0, 0 from contacts
          where workspace_id = ${workspaceId}::uuid and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz group by 1
        ) x group by 1 order by 1`);
      return rows;
    },

    /** Opens and clicks (all and human) by country and city: the rollup from `fromDay` plus the live hits after its watermark. */
    async places(workspaceId: string, fromDay: string, now: string) {
      const { rows } = await db.execute<{ country: string; city: string; opens: number; human_opens: number; clicks: number; human_clicks: number }>(sql`
        select country, city, sum(opens)::int opens, sum(human_opens)::int human_opens, sum(clicks)::int clicks, sum(human_clicks)::int human_clicks
        from (
          select country, city, opens, human_opens, clicks, human_clicks from analytics_geo_daily
          where workspace_id = ${workspaceId}::uuid and day >= ${fromDay}::date
          union all
          select country, city, opens, human_opens, clicks, human_clicks from (${geoSelect(liveFrom(`${fromDay}T00:00:00Z`), now, workspaceId)}) live
        ) x where country <> '' group by 1, 2`);
      return rows;
    },

    /**
     * Human opens and clicks by weekday (0 = Sunday) and hour in a time zone (an IANA name checked by the route), from the
     * quarter-hour rollup (every zone's offset is a whole number of quarter hours) plus the live hits after its watermark.
     */
    async heatmap(workspaceId: string, fromDay: string, now: string, timeZone: string) {
      const { rows } = await db.execute<{ weekday: number; hour: number; opens: number; clicks: number }>(sql`
        with s as (
          select day, slot, human_opens, human_clicks from analytics_slots_daily
          where workspace_id = ${workspaceId}::uuid and day >= ${fromDay}::date
          union all
          select day, slot, human_opens, human_clicks from (${slotsSelect(liveFrom(`${fromDay}T00:00:00Z`), now, workspaceId)}) live),
        t as (select ((day + slot * interval '15 minutes') at time zone 'UTC') at time zone ${timeZone} as local, human_opens, human_clicks from s)
        select extract(dow from local)::int weekday, extract(hour from local)::int as hour, sum(human_opens)::int opens, sum(human_clicks)::int clicks
        from t group by 1, 2 having sum(human_opens) + sum(human_clicks) > 0 order by 1, 2`);
      return rows;
    },

    /** Human hits by device type, operating system and mail client: the rollup from `fromDay` plus the live hits after its watermark. */
    async devices(workspaceId: string, fromDay: string, now: string) {
      const { rows } = await db.execute<{ kind: 'device' | 'os' | 'client'; name: string; count: number }>(sql`
        with e as (
          select device, os, client, hits from analytics_device_daily
          where workspace_id = ${workspaceId}::uuid and day >= ${fromDay}::date
          union all
          select device, os, client, hits from (${devicesSelect(liveFrom(`${fromDay}T00:00:00Z`), now, workspaceId)}) live)
        select 'device' kind, device name, sum(hits)::int count from e group by 2
        union all select 'os', os, sum(hits)::int from e group by 2
        union all select 'client', client, sum(hits)::int from e group by 2
        order by 3 desc, 2`);
      return rows;
    },

    /** Bounce events in the period. */
    async bounced(workspaceId: string, from: string, to: string) {
      const { rows } = await db.execute<{ n: number }>(sql`
        select count(*)::int n from engagement_events
        where workspace_id = ${workspaceId}::uuid and type = 'bounced' and occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz`);
      return rows[0]?.n ?? 0;
    },

    async conversions(workspaceId: string, from: string, to: string): Promise<ConversionRow[]> {
      const { rows } = await db.execute<ConversionRow>(sql`
        select id::int id, contact_id::text contact_id, email, amount_minor::float8 amount_minor, currency, occurred_at::text occurred_at from conversions
        where workspace_id = ${workspaceId}::uuid and occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz order by occurred_at`);
      return rows;
    },

    /**
     * The deliveries (campaigns' and automation emails) sent to each conversion's contact within `windowDays` before it:
     * by contact id (deliveries_contact_sent_idx), or by address for a conversion without a contact (the window's sends).
     */
    async touches(workspaceId: string, from: string, to: string, windowDays: number): Promise<TouchRow[]> {
      const window = sql`${windowDays} * interval '1 day'`;
      const cols = sql`c.id::int conversion_id, d.campaign_id::text campaign_id, d.automation_workflow_id::text workflow_id, d.sent_at::text sent_at,
          d.clicked_at::text clicked_at`;
      const conv = sql`c.workspace_id = ${workspaceId}::uuid and c.occurred_at >= ${from}::timestamptz and c.occurred_at < ${to}::timestamptz`;
      const { rows } = await db.execute<TouchRow>(sql`
        select ${cols} from conversions c cross join lateral (
          select campaign_id, automation_workflow_id, sent_at, clicked_at from deliveries d
          where d.contact_id = c.contact_id and d.workspace_id = c.workspace_id and d.status = 'sent'
            and d.sent_at <= c.occurred_at and d.sent_at > c.occurred_at - ${window}) d
        where ${conv} and c.contact_id is not null
        union all
        select ${cols} from conversions c cross join lateral (
          select campaign_id, automation_workflow_id, sent_at, clicked_at from deliveries d
          where d.workspace_id = c.workspace_id and d.status = 'sent' and d.sent_at <= c.occurred_at and d.sent_at > c.occurred_at - ${window}
            and lower(d.email) = c.email) d
        where ${conv} and c.contact_id is null and c.email is not null`);
      // attribution reads each conversion's touches in the order they were sent
      rows.sort((a, b) => a.conversion_id - b.conversion_id || Date.parse(a.sent_at) - Date.parse(b.sent_at));
      return rows;
    },

    /**
     * Recomputes, for every workspace in one transaction, the join-month cohorts of the contacts who joined since
     * `fromMonth` (size, and those who opened or clicked in each later month) and the "likely to churn" list.
     */
    async snapshots(fromMonth: string, churnSince: string) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from analytics_cohorts`);
        await tx.execute(sql`
          insert into analytics_cohorts (workspace_id, month, "offset", size, active)
          with c as (select workspace_id, id, date_trunc('month', created_at at time zone 'UTC')::date as month from contacts
            where created_at >= ${fromMonth}::timestamptz),
          sizes as (select workspace_id, month, count(*)::int size from c group by 1, 2),
          act as (
            select c.workspace_id, c.month,
              ((extract(year from e.m) - extract(year from c.month)) * 12 + extract(month from e.m) - extract(month from c.month))::int "offset",
              count(distinct c.id)::int active
            from c join (select workspace_id, contact_id, date_trunc('month', occurred_at at time zone 'UTC')::date m from engagement_events
              where occurred_at >= ${fromMonth}::timestamptz and type in ('opened', 'clicked')) e on e.contact_id = c.id and e.workspace_id = c.workspace_id
            where e.m >= c.month group by 1, 2, 3)
          select s.workspace_id, s.month, coalesce(a."offset", -1), s.size, coalesce(a.active, 0)
          from sizes s left join act a on a.workspace_id = s.workspace_id and a.month = s.month`);
        await tx.execute(sql`delete from analytics_churn`);
        await tx.execute(sql`
          insert into analytics_churn (workspace_id, contact_id, email, received, engaged, likelihood)
          select d.workspace_id, ct.id, ct.email, count(*)::int, count(d.opened_at)::int, (count(d.opened_at) + 1)::float8 / (count(*) + 2)
          from deliveries d join contacts ct on ct.id = d.contact_id and ct.workspace_id = d.workspace_id
          where d.status = 'sent' and d.sent_at >= ${churnSince}::timestamptz and ct.status = 'subscribed'
          group by d.workspace_id, ct.id, ct.email
          having count(*) >= ${CHURN_MIN_RECEIVED} and (count(d.opened_at) + 1)::float8 / (count(*) + 2) < ${CHURN_LIKELIHOOD}`);
      });
    },

    /** The workspace's cohorts (from the hourly snapshot) that joined in or after `fromMonth`. */
    async cohorts(workspaceId: string, fromMonth: string) {
      const { rows } = await db.execute<{ month: string; size: number; offset: number; active: number }>(sql`
        select month::text as month, size, "offset", active from analytics_cohorts
        where workspace_id = ${workspaceId}::uuid and month >= ${fromMonth}::date order by 1, 3`);
      return rows;
    },

    /** The workspace's "likely to churn" contacts (hourly snapshot): how many, and the least engaged first. */
    async churn(workspaceId: string, limit: number) {
      const { rows } = await db.execute<{ id: string; email: string; received: number; engaged: number; likelihood: number; total: number }>(sql`
        select contact_id::text id, email, received, engaged, likelihood, count(*) over ()::int total from analytics_churn
        where workspace_id = ${workspaceId}::uuid order by likelihood, received desc, email limit ${limit}`);
      return { total: rows[0]?.total ?? 0, contacts: rows.map(({ total: _, ...r }) => r) };
    },
  };
}
