// SQL of the analytics module: conversions, the rollups with their watermark, and the report's queries. Every read is
// scoped by workspace. Reports read the rollups up to the watermark and compute the rest (a minute, while the job runs)
// live from the same SELECTs the rollup job uses (rollup-sql.ts), so a report never waits for the job.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { CHURN_LIKELIHOOD, CHURN_MIN_RECEIVED, type RecordConversion } from '@ulak/shared';
import {
  NO_CAMPAIGN,
  ROLLUP,
  at,
  deliveryHitsSelect,
  devicesSelect,
  factsSelect,
  geoSelect,
  hourlySelect,
  listSelect,
  liveFrom,
  slotsSelect,
  utcSlot,
} from './rollup-sql.js';

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
/** One day of the workspace's figures (sends, unique opens and clicks, hits, the list's growth and churn). */
export type DayTotals = {
  day: string;
  sent: number;
  unique_opens: number;
  unique_opens_total: number;
  unique_clicks: number;
  opens: number;
  human_opens: number;
  clicks: number;
  human_clicks: number;
  subscribed: number;
  unsubscribed: number;
  bounced: number;
  complained: number;
};
/** A campaign's sends, unique opens (human, any) and unique clicks in a period. */
export type CampaignSums = { id: string; name: string; sent: number; unique_opens: number; unique_opens_total: number; unique_clicks: number };
export type PlaceRow = { country: string; city: string; opens: number; human_opens: number; clicks: number; human_clicks: number };
export type ReportRows = {
  days: DayTotals[];
  campaigns: CampaignSums[];
  heatmap: { weekday: number; hour: number; opens: number; clicks: number }[];
  devices: { kind: 'device' | 'os' | 'client'; name: string; count: number }[];
  places: PlaceRow[];
};
export type ConversionRow = { id: number; contact_id: string | null; email: string | null; amount_minor: number; currency: string; occurred_at: string };
/** A message a converting contact received: a campaign's (campaign_id) or an automation email (workflow_id). */
export type TouchRow = { conversion_id: number; campaign_id: string | null; workflow_id: string | null; sent_at: string; clicked_at: string | null };

/** The first day of the month after a day's (YYYY-MM-DD). */
const nextMonth = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1)).toISOString().slice(0, 10);

// The sends, first opens and first clicks of a workspace per UTC day and campaign from the live start (CTE ls) to `to`.
function liveSendsCte(ws: SQL, to: SQL, hint: string): SQL {
  // `hint` (at most the live start) lets the planner see how few rows the time indexes give
  const first = (col: string) => {
    const c = sql.identifier(col);
    return sql`select (${c} at time zone 'UTC')::date as day, campaign_id, count(*) n from deliveries
      where workspace_id = ${ws} and ${c} >= (select at from ls) and ${c} >= ${hint}::timestamptz and ${c} < ${to} group by 1, 2`;
  };
  return sql`
        ld as materialized (
          select day, campaign_id, sum(sent)::int sent, sum(uo)::int uo, sum(uoa)::int uoa, sum(uc)::int uc from (
            select (sent_at at time zone 'UTC')::date as day, campaign_id, count(*) sent, 0 uo, 0 uoa, 0 uc from deliveries
            where workspace_id = ${ws} and status = 'sent' and sent_at >= (select at from ls) and sent_at >= ${hint}::timestamptz and sent_at < ${to}
            group by 1, 2
            union all select day, campaign_id, 0, n, 0, 0 from (${first('opened_at')}) o
            union all select day, campaign_id, 0, 0, n, 0 from (${first('first_open_at')}) f
            union all select day, campaign_id, 0, 0, 0, n from (${first('clicked_at')}) k
          ) x group by 1, 2)`;
}
// The campaigns' sums from `fromDay`: the campaign-day rollup plus the live sends (CTE ld), with the campaign's name.
function campaignsCte(ws: SQL, fromDay: string): SQL {
  return sql`
        camp as (
          select c.id::text id, c.name, s.sent, s.unique_opens, s.unique_opens_total, s.unique_clicks from (
            select campaign_id, sum(sent)::int sent, sum(uo)::int unique_opens, sum(uoa)::int unique_opens_total, sum(uc)::int unique_clicks from (
              select campaign_id, sent, unique_opens uo, unique_opens_any uoa, unique_clicks uc from analytics_campaign_daily
              where workspace_id = ${ws} and day >= ${fromDay}::date
              union all select campaign_id, sent, uo, uoa, uc from ld where day >= ${fromDay}::date and campaign_id is not null
            ) x group by 1 having sum(sent) > 0 or sum(uo) > 0 or sum(uc) > 0) s
          join campaigns c on c.id = s.campaign_id and c.workspace_id = ${ws})`;
}

// analyticsRepo holds the module's SQL.
export function analyticsRepo(db: Db) {
  async function watermark(name: string): Promise<string | null> {
    const { rows } = await db.execute<{ until: string }>(
      sql`select to_char(until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') until from analytics_watermarks where name = ${name}`,
    );
    return rows[0]?.until ?? null;
  }

  return {
    /** Stores conversions, one statement for all; an event id already recorded for its workspace is left as it is. */
    async insertConversions(list: RecordConversion[]) {
      if (!list.length) return;
      const input = list.map((c) => ({
        workspace_id: c.workspaceId,
        event_id: c.eventId,
        source: c.source,
        contact_id: c.contactId ?? null,
        email: c.email?.toLowerCase() ?? null,
        amount_minor: c.amountMinor,
        currency: c.currency.toUpperCase(),
        occurred_at: c.at.toISOString(),
      }));
      await db.execute(sql`
        insert into conversions (workspace_id, event_id, source, contact_id, email, amount_minor, currency, occurred_at)
        select workspace_id, event_id, source, contact_id, email, amount_minor, currency, occurred_at
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(workspace_id uuid, event_id text, source text, contact_id uuid,
          email text, amount_minor bigint, currency text, occurred_at timestamptz)
        on conflict (workspace_id, event_id) do nothing`);
    },

    /**
     * Records as conversions the purchase events (automation's POST /api/events, read only) received in [from, to) that
     * have none yet: the safety net of the conversion each purchase request records as it is answered. Returns how many.
     */
    async recordPurchaseEvents(from: string, to: string) {
      const { rows } = await db.execute<{ n: number }>(sql`
        with ins as (
          insert into conversions (workspace_id, event_id, source, contact_id, email, amount_minor, currency, occurred_at)
          select e.workspace_id, e.external_id, 'event', e.contact_id, null, coalesce(e.amount_minor, 0), upper(coalesce(e.currency, 'TRY')), e.occurred_at
          from automation_events e
          where e.type = 'purchase' and e.received_at >= ${from}::timestamptz and e.received_at < ${to}::timestamptz
          on conflict (workspace_id, event_id) do nothing returning 1)
        select count(*)::int n from ins`);
      return rows[0]?.n ?? 0;
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

    /** A watermark's instant, or null when it was never set. */
    watermark,
    async setWatermark(name: string, until: string) {
      await db.execute(
        sql`insert into analytics_watermarks (name, until) values (${name}, ${until}::timestamptz) on conflict (name) do update set until = excluded.until`,
      );
    },

    /**
     * Rebuilds the rollup rows in one transaction that also moves the watermark to `to`: the raw hits' rollups (daily
     * facts, places, quarter hours, devices) of every day from `fromDay` (UTC); the per-delivery hits of the deliveries
     * with a hit since `since` (their rows from `fromDay`, so the step writes what changed, not all of today); the sends'
     * hours from the hour of `since`; and the tables derived from the daily ones and from rows retention never drops
     * (workspace totals with the list's growth, campaign days, whole hours of the day) from `derivedFromDay` (the start of
     * history when the store has none yet). Rows are cleared and written again, so a key that lost its figures does not
     * linger; readers never see them half-written, and a report reads the rollups up to the watermark and the raw records
     * after it in one snapshot.
     */
    async rollup(p: { fromDay: string; derivedFromDay: string; since: string; to: string }) {
      const { fromDay, derivedFromDay, to } = p;
      const from = `${fromDay}T00:00:00Z`;
      const derivedFrom = `${derivedFromDay}T00:00:00Z`;
      const hourFrom = sql`(date_trunc('hour', ${p.since}::timestamptz at time zone 'UTC') at time zone 'UTC')`;
      await db.transaction(async (tx) => {
        // one step at a time (the schedule and an on-demand refresh may meet): the next one deletes what this one wrote
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics-rollup'))`);
        for (const table of ['analytics_daily', 'analytics_geo_daily', 'analytics_slots_daily', 'analytics_device_daily'])
          await tx.execute(sql`delete from ${sql.identifier(table)} where day >= ${fromDay}::date`);
        for (const table of ['analytics_totals_daily', 'analytics_campaign_daily', 'analytics_hours_daily'])
          await tx.execute(sql`delete from ${sql.identifier(table)} where day >= ${derivedFromDay}::date`);
        const month = sql`date_trunc('month', ${derivedFromDay}::date)::date`;
        for (const table of ['analytics_geo_monthly', 'analytics_device_monthly', 'analytics_hours_monthly'])
          await tx.execute(sql`delete from ${sql.identifier(table)} where month >= ${month}`);
        await tx.execute(sql`delete from analytics_hourly where hour >= ${hourFrom}`);
        await tx.execute(sql`
          insert into analytics_geo_daily (workspace_id, day, country, city, opens, human_opens, clicks, human_clicks)
          select * from (${geoSelect(from, to)}) g`);
        await tx.execute(sql`
          insert into analytics_slots_daily (workspace_id, day, slot, human_opens, human_clicks)
          select * from (${slotsSelect(from, to)}) s`);
        await tx.execute(sql`
          insert into analytics_device_daily (workspace_id, day, device, os, client, hits)
          select * from (${devicesSelect(from, to)}) d`);
        // the deliveries with a hit since `since`: their rows are cleared and written again from the raw hits
        await tx.execute(sql`
          with touched as (
            select distinct delivery_id from tracking_events
            where occurred_at >= greatest(${p.since}::timestamptz, ${from}::timestamptz) and occurred_at < ${to}::timestamptz),
          cleared as (delete from analytics_delivery_hits h using touched t where h.delivery_id = t.delivery_id and h.day >= ${fromDay}::date)
          insert into analytics_delivery_hits (workspace_id, day, delivery_id, campaign_id, url, country, city, opens, human_opens, clicks, human_clicks, first_at)
          select * from (${deliveryHitsSelect(from, to, sql`and te.delivery_id in (select delivery_id from touched)`)}) h`);
        await tx.execute(sql`
          insert into analytics_daily (workspace_id, day, campaign_id, channel, country, device, sent, unique_opens, opens, human_opens, unique_clicks, clicks,
            human_clicks, unique_opens_any, updated_at)
          select workspace_id, day, coalesce(campaign_id, ${NO_CAMPAIGN}::uuid), channel, country, device, sent, unique_opens, opens, human_opens, unique_clicks,
            clicks, human_clicks, unique_opens_total, now()
          from (${factsSelect(from, to)}) f`);
        // derived: campaign days and workspace totals from analytics_daily (whose older days retention never touches)
        await tx.execute(sql`
          insert into analytics_campaign_daily (workspace_id, campaign_id, day, sent, unique_opens, unique_opens_any, unique_clicks)
          select workspace_id, campaign_id, day, sum(sent), sum(unique_opens), sum(unique_opens_any), sum(unique_clicks) from analytics_daily
          where day >= ${derivedFromDay}::date and campaign_id <> ${NO_CAMPAIGN}::uuid
          group by 1, 2, 3 having sum(sent) + sum(unique_opens) + sum(unique_opens_any) + sum(unique_clicks) > 0`);
        await tx.execute(sql`
          insert into analytics_totals_daily (workspace_id, day, sent, unique_opens, unique_opens_any, unique_clicks, opens, human_opens, clicks, human_clicks,
            subscribed, unsubscribed, bounced, complained)
          select workspace_id, day, sum(sent), sum(unique_opens), sum(unique_opens_any), sum(unique_clicks), sum(opens), sum(human_opens), sum(clicks),
            sum(human_clicks), sum(subscribed), sum(unsubscribed), sum(bounced), sum(complained)
          from (
            select workspace_id, day, sent, unique_opens, unique_opens_any, unique_clicks, opens, human_opens, clicks, human_clicks,
              0 subscribed, 0 unsubscribed, 0 bounced, 0 complained
            from analytics_daily where day >= ${derivedFromDay}::date
            union all
            select workspace_id, day, 0, 0, 0, 0, 0, 0, 0, 0, subscribed, unsubscribed, bounced, complained from (${listSelect(derivedFrom, to)}) l
          ) x group by 1, 2`);
        await tx.execute(sql`
          insert into analytics_hours_daily (workspace_id, day, hour, human_opens, human_clicks)
          select workspace_id, day, slot / 4, sum(human_opens), sum(human_clicks) from analytics_slots_daily where day >= ${derivedFromDay}::date group by 1, 2, 3`);
        // the months from the daily rows (every day of the month, also those before `fromDay`)
        const monthOf = sql`date_trunc('month', day)::date`;
        await tx.execute(sql`
          insert into analytics_geo_monthly (workspace_id, month, country, city, opens, human_opens, clicks, human_clicks)
          select workspace_id, ${monthOf}, country, city, sum(opens), sum(human_opens), sum(clicks), sum(human_clicks) from analytics_geo_daily
          where day >= ${month} group by 1, 2, 3, 4`);
        await tx.execute(sql`
          insert into analytics_device_monthly (workspace_id, month, device, os, client, hits)
          select workspace_id, ${monthOf}, device, os, client, sum(hits) from analytics_device_daily where day >= ${month} group by 1, 2, 3, 4, 5`);
        await tx.execute(sql`
          insert into analytics_hours_monthly (workspace_id, month, weekday, hour, human_opens, human_clicks)
          select workspace_id, ${monthOf}, extract(dow from day), slot / 4, sum(human_opens), sum(human_clicks) from analytics_slots_daily
          where day >= ${month} group by 1, 2, 3, 4`);
        await tx.execute(sql`
          insert into analytics_hourly (workspace_id, hour, sent, unique_opens, unique_clicks) select * from (${hourlySelect(hourFrom, to)}) h`);
        await tx.execute(sql`
          insert into analytics_watermarks (name, until) values (${ROLLUP}, ${to}::timestamptz) on conflict (name) do update set until = excluded.until`);
      });
    },

    /**
     * The report's rows in one statement (one snapshot): per UTC day from `earliestDay` the workspace's totals (rollup,
     * plus the sends, first opens and clicks, hits and list events after its watermark); and from `fromDay` the
     * campaigns' sums, the heat map (in `timeZone`), devices and places. The raw rows after the watermark are read once.
     */
    async report(workspaceId: string, earliestDay: string, fromDay: string, now: string, timeZone: string): Promise<ReportRows> {
      const ws = sql`${workspaceId}::uuid`;
      // the watermark read just before: a lower bound of the live part the planner can see (the partitions and rows to skip)
      const hint = (await watermark(ROLLUP)) ?? `${earliestDay}T00:00:00Z`;
      const start = liveFrom(`${earliestDay}T00:00:00Z`);
      const to = at(now);
      // the period's first whole month: from there on, months are read from the monthly rows
      const firstFull = fromDay.endsWith('-01') ? fromDay : nextMonth(fromDay);
      const { rows } = await db.execute<{ [K in keyof ReportRows]: ReportRows[K] | null }>(sql`
        with ls as (select ${start} as at),
        -- the raw hits and sends after the watermark, each read once
        lh as materialized (
          select (occurred_at at time zone 'UTC')::date as day, ${utcSlot(sql`occurred_at`)} slot, type, machine, coalesce(country, '') country,
            coalesce(city, '') city, coalesce(device, 'unknown') device, coalesce(os, 'unknown') os, coalesce(client, 'unknown') client
          from tracking_events where workspace_id = ${ws} and type in ('open', 'click') and occurred_at >= (select at from ls)
            and occurred_at >= ${hint}::timestamptz and occurred_at < ${to}),
        ${liveSendsCte(ws, to, hint)},
        days as (
          select day::text as day, sum(sent)::int sent, sum(uo)::int unique_opens, sum(uoa)::int unique_opens_total, sum(uc)::int unique_clicks,
            sum(opens)::int opens, sum(human_opens)::int human_opens, sum(clicks)::int clicks, sum(human_clicks)::int human_clicks,
            sum(subscribed)::int subscribed, sum(unsubscribed)::int unsubscribed, sum(bounced)::int bounced, sum(complained)::int complained
          from (
            select day, sent, unique_opens uo, unique_opens_any uoa, unique_clicks uc, opens, human_opens, clicks, human_clicks,
              subscribed, unsubscribed, bounced, complained
            from analytics_totals_daily where workspace_id = ${ws} and day >= ${earliestDay}::date
            union all select day, sent, uo, uoa, uc, 0, 0, 0, 0, 0, 0, 0, 0 from ld
            union all
            select day, 0, 0, 0, 0, count(*) filter (where type = 'open'), count(*) filter (where type = 'open' and not machine),
              count(*) filter (where type = 'click'), count(*) filter (where type = 'click' and not machine), 0, 0, 0, 0
            from lh group by day
            union all
            select day, 0, 0, 0, 0, 0, 0, 0, 0, subscribed, unsubscribed, bounced, complained from (${listSelect(sql`(select at from ls)`, now, workspaceId)}) l
          ) x group by 1),
        ${campaignsCte(ws, fromDay)},
        -- the heat map: human hits per UTC day and hour (quarter hour when the zone's offset is not a whole number of
        -- hours), moved into the time zone by each day's offset (a day with a change of offset in it, twice a year at
        -- most, is moved slot by slot); a whole month the zone keeps one offset through is read from the monthly rows
        offsets as (
          select d::date as day, ((d at time zone 'UTC') at time zone ${timeZone}) - d o0,
            (((d + interval '1 day') at time zone 'UTC') at time zone ${timeZone}) - (d + interval '1 day') o1
          from generate_series(${fromDay}::date::timestamp, (${to} at time zone 'UTC')::date::timestamp, interval '1 day') d),
        z as (select coalesce(bool_and(extract(epoch from o0)::int % 3600 = 0 and extract(epoch from o1)::int % 3600 = 0), true) whole from offsets),
        months as (
          select date_trunc('month', day)::date m, min(o0) o from offsets where day >= ${firstFull}::date group by 1
          having bool_and(o0 = o1) and min(o0) = max(o0) and (select whole from z)),
        daily as (
          select h.day, h.hour * 4 slot, h.human_opens o, h.human_clicks c from analytics_hours_daily h
          where h.workspace_id = ${ws} and h.day >= ${fromDay}::date and (select whole from z)
            and date_trunc('month', h.day)::date not in (select m from months)
          union all
          select day, slot, human_opens, human_clicks from analytics_slots_daily
          where workspace_id = ${ws} and day >= ${fromDay}::date and not (select whole from z)
          union all
          select day, slot, count(*) filter (where type = 'open'), count(*) filter (where type = 'click') from lh
          where not machine and day >= ${fromDay}::date group by 1, 2),
        cells as (
          select case when f.o0 = f.o1 then null else s.day end odd_day, extract(dow from s.day)::int dow, s.slot, f.o0, sum(s.o) o, sum(s.c) c
          from daily s join offsets f on f.day = s.day group by 1, 2, 3, 4
          union all
          select null, hm.weekday, hm.hour * 4, mo.o, sum(hm.human_opens), sum(hm.human_clicks)
          from analytics_hours_monthly hm join months mo on mo.m = hm.month where hm.workspace_id = ${ws} group by 2, 3, 4),
        local as (
          select case when odd_day is null then timestamp '2000-01-02' + dow * interval '1 day' + slot * interval '15 minutes' + o0
            else ((odd_day + slot * interval '15 minutes') at time zone 'UTC') at time zone ${timeZone} end as t, o, c from cells),
        heat as (
          select extract(dow from t)::int weekday, extract(hour from t)::int as hour, sum(o)::int opens, sum(c)::int clicks
          from local group by 1, 2 having sum(o) + sum(c) > 0),
        dev as (
          select device, os, client, hits from analytics_device_monthly where workspace_id = ${ws} and month >= ${firstFull}::date
          union all
          select device, os, client, hits from analytics_device_daily where workspace_id = ${ws} and day >= ${fromDay}::date and day < ${firstFull}::date
          union all select device, os, client, count(*) from lh where not machine and day >= ${fromDay}::date group by 1, 2, 3),
        devices as (
          select * from (
            select 'device' kind, device name, sum(hits)::int count from dev group by 2
            union all select 'os', os, sum(hits)::int from dev group by 2
            union all select 'client', client, sum(hits)::int from dev group by 2) x),
        places as (
          select country, city, sum(opens)::int opens, sum(human_opens)::int human_opens, sum(clicks)::int clicks, sum(human_clicks)::int human_clicks
          from (
            select country, city, opens, human_opens, clicks, human_clicks from analytics_geo_monthly where workspace_id = ${ws} and month >= ${firstFull}::date
            union all
            select country, city, opens, human_opens, clicks, human_clicks from analytics_geo_daily
            where workspace_id = ${ws} and day >= ${fromDay}::date and day < ${firstFull}::date
            union all
            select country, city, count(*) filter (where type = 'open'), count(*) filter (where type = 'open' and not machine),
              count(*) filter (where type = 'click'), count(*) filter (where type = 'click' and not machine)
            from lh where day >= ${fromDay}::date group by 1, 2
          ) x where country <> '' group by 1, 2)
        select (select json_agg(days order by day) from days) days, (select json_agg(camp) from camp) campaigns,
          (select json_agg(heat order by weekday, hour) from heat) heatmap, (select json_agg(devices order by count desc, name) from devices) devices,
          (select json_agg(places) from places) places`);
      const r = rows[0];
      const list = <T>(v: T[] | string | null | undefined): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : (v ?? []));
      return { days: list(r?.days), campaigns: list(r?.campaigns), heatmap: list(r?.heatmap), devices: list(r?.devices), places: list(r?.places) };
    },

    /** The campaigns' sums from `fromDay` (UTC) to `now`: the rollup plus the sends, opens and clicks after its watermark. */
    async campaignSums(workspaceId: string, fromDay: string, now: string): Promise<CampaignSums[]> {
      const ws = sql`${workspaceId}::uuid`;
      const { rows } = await db.execute<CampaignSums>(sql`
        with ls as (select ${liveFrom(`${fromDay}T00:00:00Z`)} as at), ${liveSendsCte(ws, at(now), (await watermark(ROLLUP)) ?? `${fromDay}T00:00:00Z`)},
          ${campaignsCte(ws, fromDay)}
        select * from camp`);
      return rows;
    },

    /** Names of the workspace's campaigns among `ids`. */
    async campaignNames(workspaceId: string, ids: string[]) {
      if (!ids.length) return new Map<string, string>();
      const { rows } = await db.execute<{ id: string; name: string }>(sql`
        select id::text id, name from campaigns where workspace_id = ${workspaceId}::uuid and id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Conversions per currency in [from, to), and per UTC day and currency from `historyFrom` to `to`. */
    async conversionSums(workspaceId: string, from: string, to: string, historyFrom: string, historyTo: string) {
      const { rows } = await db.execute<{ part: 'period' | 'history'; day: string | null; currency: string; revenue: number; conversions: number }>(sql`
        select 'period' part, null::text as day, currency, sum(amount_minor)::float8 revenue, count(*)::int conversions from conversions
        where workspace_id = ${workspaceId}::uuid and occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz group by 3
        union all
        select 'history', (occurred_at at time zone 'UTC')::date::text, currency, sum(amount_minor)::float8, count(*)::int from conversions
        where workspace_id = ${workspaceId}::uuid and occurred_at >= ${historyFrom}::timestamptz and occurred_at < ${historyTo}::timestamptz group by 2, 3`);
      return rows;
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

    /** The workspace's "likely to churn" contacts (hourly snapshot): how many, and the least engaged first (read by the rank index, not all rows). */
    async churn(workspaceId: string, limit: number) {
      const ws = sql`${workspaceId}::uuid`;
      const { rows } = await db.execute<{ id: string | null; email: string; received: number; engaged: number; likelihood: number; total: number }>(sql`
        select t.total, c.* from (select count(*)::int total from analytics_churn where workspace_id = ${ws}) t
        left join lateral (
          select contact_id::text id, email, received, engaged, likelihood from analytics_churn
          where workspace_id = ${ws} order by likelihood, received desc nulls last, email limit ${limit}) c on true`);
      return { total: rows[0]?.total ?? 0, contacts: rows.flatMap(({ total: _, id, ...r }) => (id ? [{ id, ...r }] : [])) };
    },
  };
}
