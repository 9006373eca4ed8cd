// The rollups' groupings over the raw tables between two instants, optionally for one workspace: the rollup job writes
// them up to its watermark, and a report reads the same SELECTs live from the watermark to now, so both count alike.
// Reads across all workspaces go through each workspace's own index (a lateral join over workspaces): a condition on
// the second column of a (workspace_id, time) index alone would read the whole index.
import { sql, type SQL } from 'drizzle-orm';
import { MACHINE_CLICK_SECONDS } from '../campaigns/index.js';

/** The rollup's watermark name. Renamed from 'daily' when the totals, campaign, hourly and per-delivery rollups came: a
 * store that has only the old one rebuilds everything once (the derived tables from the start of history). */
export const ROLLUP = 'rollup-v2';
export const NO_CAMPAIGN = '00000000-0000-0000-0000-000000000000';
/** The rollup's channel of a delivery or a hit: campaign mail is 'email', an automation's email (no campaign) 'automation'. */
const CHANNEL = sql`case when campaign_id is null then 'automation' else 'email' end`;

export type Bound = string | SQL;
export const at = (b: Bound) => (typeof b === 'string' ? sql`${b}::timestamptz` : b);
/** The rollup's watermark: moved in the transaction that writes the rows, so one statement sees both as of one moment (null before the first step). */
export const WATERMARK = sql`(select until from analytics_watermarks where name = ${ROLLUP})`;
/** Where the live part of a read starts: the watermark, or the period's start when later (or when there is no watermark yet). */
export const liveFrom = (from: Bound) => sql`greatest(${WATERMARK}, ${at(from)})`;
/** Hits are buffered for a few seconds before they are written: each rollup step rebuilds from this long before its watermark. */
export const ROLLUP_OVERLAP_MS = 10 * 60_000;
/**
 * The first UTC day the next rollup step rebuilds (the watermark's day, less the overlap): the rollup rows of the days
 * before it are final, even for a hit written late. The per-delivery reads (a campaign's hits, a place's deliveries)
 * take those days from the rollup and the rest from the raw hits, which retention keeps for months.
 */
export const FINAL_DAY = sql`((coalesce(${WATERMARK}, '-infinity') - ${ROLLUP_OVERLAP_MS / 1000} * interval '1 second') at time zone 'UTC')::date`;
const FINAL_FROM = sql`(${FINAL_DAY}::timestamp at time zone 'UTC')`;

const utcDay = (col: SQL) => sql`(${col} at time zone 'UTC')::date`;
const utcHour = (col: SQL) => sql`(date_trunc('hour', ${col} at time zone 'UTC') at time zone 'UTC')`;

/** A workspace's rows of a table, or every workspace's through its own index (lateral over workspaces). */
function perWorkspace(select: (ws: SQL) => SQL, workspaceId?: string): SQL {
  return workspaceId ? sql`(${select(sql`${workspaceId}::uuid`)})` : sql`(select x.* from workspaces w cross join lateral (${select(sql`w.id`)}) x)`;
}
/** The sends (status sent) between two instants: workspace, campaign, sent_at. */
function sends(from: Bound, to: Bound, workspaceId?: string): SQL {
  return perWorkspace(
    (ws) =>
      sql`select workspace_id, campaign_id, sent_at from deliveries where workspace_id = ${ws} and status = 'sent' and sent_at >= ${at(from)} and sent_at < ${at(to)}`,
    workspaceId,
  );
}
/** Deliveries whose first-column `col` (opened_at, first_open_at, clicked_at) falls between two instants. */
function firsts(col: 'opened_at' | 'first_open_at' | 'clicked_at', from: Bound, to: Bound, workspaceId?: string): SQL {
  const c = sql.identifier(col);
  return sql`(select workspace_id, campaign_id, ${c} as at from deliveries where ${c} >= ${at(from)} and ${c} < ${at(to)}
    ${workspaceId ? sql`and workspace_id = ${workspaceId}::uuid` : sql``})`;
}

/** analytics_daily's grouping: sends, unique opens (human, any), unique clicks and hits per workspace × day × campaign × channel × country × device. */
export function factsSelect(from: Bound, to: Bound, workspaceId?: string): SQL {
  const ws = (col: SQL) => (workspaceId ? sql`and ${col} = ${workspaceId}::uuid` : sql``);
  return sql`
    select workspace_id, day, campaign_id, channel, country, device,
      sum(sent)::int sent, sum(unique_opens)::int unique_opens, sum(unique_opens_total)::int unique_opens_total, sum(unique_clicks)::int unique_clicks,
      sum(opens)::int opens, sum(human_opens)::int human_opens, sum(clicks)::int clicks, sum(human_clicks)::int human_clicks
    from (
      select workspace_id, ${utcDay(sql`sent_at`)} as day, campaign_id, ${CHANNEL} as channel, '' as country, '' as device,
        count(*) sent, 0 unique_opens, 0 unique_opens_total, 0 unique_clicks, 0 opens, 0 human_opens, 0 clicks, 0 human_clicks
      from ${sends(from, to, workspaceId)} s group by 1, 2, 3
      union all
      select workspace_id, ${utcDay(sql`at`)}, campaign_id, ${CHANNEL}, '', '', 0, count(*), 0, 0, 0, 0, 0, 0
      from ${firsts('opened_at', from, to, workspaceId)} o group by 1, 2, 3
      union all
      select workspace_id, ${utcDay(sql`at`)}, campaign_id, ${CHANNEL}, '', '', 0, 0, count(*), 0, 0, 0, 0, 0
      from ${firsts('first_open_at', from, to, workspaceId)} f group by 1, 2, 3
      union all
      select workspace_id, ${utcDay(sql`at`)}, campaign_id, ${CHANNEL}, '', '', 0, 0, 0, count(*), 0, 0, 0, 0
      from ${firsts('clicked_at', from, to, workspaceId)} k group by 1, 2, 3
      union all
      select workspace_id, ${utcDay(sql`occurred_at`)}, campaign_id, ${CHANNEL}, coalesce(country, ''), coalesce(device, ''), 0, 0, 0, 0,
        count(*) filter (where type = 'open'), count(*) filter (where type = 'open' and not machine),
        count(*) filter (where type = 'click'), count(*) filter (where type = 'click' and not machine)
      from tracking_events where occurred_at >= ${at(from)} and occurred_at < ${at(to)} ${ws(sql`workspace_id`)}
      group by 1, 2, 3, 5, 6
    ) x group by 1, 2, 3, 4, 5, 6`;
}

/** analytics_hourly's grouping: sends, first human opens and first human clicks per workspace × UTC hour. */
export function hourlySelect(from: Bound, to: Bound, workspaceId?: string): SQL {
  return sql`
    select workspace_id, hour, sum(sent)::int sent, sum(unique_opens)::int unique_opens, sum(unique_clicks)::int unique_clicks from (
      select workspace_id, ${utcHour(sql`sent_at`)} as hour, count(*) sent, 0 unique_opens, 0 unique_clicks from ${sends(from, to, workspaceId)} s group by 1, 2
      union all select workspace_id, ${utcHour(sql`at`)}, 0, count(*), 0 from ${firsts('opened_at', from, to, workspaceId)} o group by 1, 2
      union all select workspace_id, ${utcHour(sql`at`)}, 0, 0, count(*) from ${firsts('clicked_at', from, to, workspaceId)} k group by 1, 2
    ) x group by 1, 2`;
}

/** The list's growth and churn per workspace × UTC day: contacts created, and unsubscribes, bounces and complaints (engagement events). */
export function listSelect(from: Bound, to: Bound, workspaceId?: string): SQL {
  return sql`
    select workspace_id, day, sum(subscribed)::int subscribed, sum(unsubscribed)::int unsubscribed, sum(bounced)::int bounced, sum(complained)::int complained
    from (
      select workspace_id, ${utcDay(sql`created_at`)} as day, count(*) subscribed, 0 unsubscribed, 0 bounced, 0 complained
      from ${perWorkspace(
        (ws) => sql`select workspace_id, created_at from contacts where workspace_id = ${ws} and created_at >= ${at(from)} and created_at < ${at(to)}`,
        workspaceId,
      )} c group by 1, 2
      union all
      select workspace_id, ${utcDay(sql`occurred_at`)}, 0, count(*) filter (where type = 'unsubscribed'), count(*) filter (where type = 'bounced'),
        count(*) filter (where type = 'complained')
      from ${perWorkspace(
        (ws) => sql`select workspace_id, type, occurred_at from engagement_events where workspace_id = ${ws} and occurred_at >= ${at(from)}
          and occurred_at < ${at(to)} and type in ('unsubscribed', 'bounced', 'complained')`,
        workspaceId,
      )} e group by 1, 2
    ) x group by 1, 2`;
}

// The hit rollups' groupings over tracking_events between two instants (optionally for one workspace): opens and clicks
// by place, human ones by quarter hour of the UTC day, and human ones by device type × operating system × mail client.
function hitsWhere(from: Bound, to: Bound, workspaceId?: string, human = false): SQL {
  return sql`type in ('open', 'click') and occurred_at >= ${at(from)} and occurred_at < ${at(to)}
    ${workspaceId ? sql`and workspace_id = ${workspaceId}::uuid` : sql``} ${human ? sql`and not machine` : sql``}`;
}
/** The quarter hour of the UTC day (0–95) of an instant. */
export const utcSlot = (col: SQL) => sql`(extract(hour from ${col} at time zone 'UTC') * 4 + floor(extract(minute from ${col} at time zone 'UTC') / 15))::int`;
export function geoSelect(from: Bound, to: Bound, workspaceId?: string): SQL {
  return sql`
    select workspace_id, ${utcDay(sql`occurred_at`)} as day, coalesce(country, '') country, coalesce(city, '') city,
      count(*) filter (where type = 'open')::int opens, count(*) filter (where type = 'open' and not machine)::int human_opens,
      count(*) filter (where type = 'click')::int clicks, count(*) filter (where type = 'click' and not machine)::int human_clicks
    from tracking_events where ${hitsWhere(from, to, workspaceId)} and country is not null group by 1, 2, 3, 4`;
}
export function slotsSelect(from: Bound, to: Bound, workspaceId?: string): SQL {
  return sql`
    select workspace_id, ${utcDay(sql`occurred_at`)} as day, ${utcSlot(sql`occurred_at`)} slot,
      count(*) filter (where type = 'open')::int human_opens, count(*) filter (where type = 'click')::int human_clicks
    from tracking_events where ${hitsWhere(from, to, workspaceId, true)} group by 1, 2, 3`;
}
export function devicesSelect(from: Bound, to: Bound, workspaceId?: string): SQL {
  return sql`
    select workspace_id, ${utcDay(sql`occurred_at`)} as day, coalesce(device, 'unknown') device, coalesce(os, 'unknown') os,
      coalesce(client, 'unknown') client, count(*)::int hits
    from tracking_events where ${hitsWhere(from, to, workspaceId, true)} group by 1, 2, 3, 4, 5`;
}

/**
 * analytics_delivery_hits' grouping: open and click hits (all and human) per delivery × UTC day × link ('' for opens) ×
 * country × city, with the first hit's time. A click within MACHINE_CLICK_SECONDS of sending is a machine's here too, as
 * the campaign report counted it over the raw hits (for hits stored before the tracking buffer applied that rule).
 * `where` narrows the hits (a workspace, a campaign).
 */
export function deliveryHitsSelect(from: Bound, to: Bound, where: SQL = sql``): SQL {
  return sql`
    select te.workspace_id, ${utcDay(sql`te.occurred_at`)} as day, te.delivery_id, te.campaign_id, coalesce(te.url, '') url,
      coalesce(te.country, '') country, coalesce(te.city, '') city,
      count(*) filter (where te.type = 'open')::int opens, count(*) filter (where te.type = 'open' and not te.machine)::int human_opens,
      count(*) filter (where te.type = 'click')::int clicks,
      count(*) filter (where te.type = 'click' and not te.machine
        and (d.sent_at is null or te.occurred_at >= d.sent_at + make_interval(secs => ${MACHINE_CLICK_SECONDS})))::int human_clicks,
      min(te.occurred_at) first_at
    from tracking_events te join deliveries d on d.id = te.delivery_id
    where te.type in ('open', 'click') and te.occurred_at >= ${at(from)} and te.occurred_at < ${at(to)} ${where}
    group by 1, 2, 3, 4, 5, 6, 7`;
}

/**
 * A campaign's hits per delivery and link ('' for opens): the per-delivery rollup of the final days (FINAL_DAY) plus the
 * raw hits from then on, both read in one statement. `hint`, the first of those days read just before, is a lower bound
 * the planner can see (it only moves on), so the raw part reads the newest hits by time, not all the campaign's.
 * Columns: delivery_id, url, opens, human_opens, clicks, human_clicks.
 */
export function campaignHitsSelect(workspaceId: string, campaignId: string, hint: string | null): SQL {
  const ws = sql`${workspaceId}::uuid`;
  const campaign = sql`${campaignId}::uuid`;
  const raw = sql`and te.workspace_id = ${ws} and te.campaign_id = ${campaign} and te.occurred_at >= ${FINAL_FROM}
    ${hint ? sql`and te.occurred_at >= ${hint}::timestamptz` : sql``}`;
  return sql`
    select delivery_id, url, opens, human_opens, clicks, human_clicks from analytics_delivery_hits
    where campaign_id = ${campaign} and workspace_id = ${ws} and day < ${FINAL_DAY}
    union all
    select delivery_id, url, opens, human_opens, clicks, human_clicks from (${deliveryHitsSelect('-infinity', 'infinity', raw)}) raw`;
}

/** Deliveries (delivery_id, first_at) opened or clicked in [from, to) from a place, the same way: final days from the rollup, the rest raw. */
export function placeHitsSelect(workspaceId: string, country: string, city: string | undefined, campaignId: string | undefined, from: string, to: string): SQL {
  const ws = sql`${workspaceId}::uuid`;
  const raw = sql`and te.workspace_id = ${ws} and coalesce(te.country, '') = ${country} ${city ? sql`and te.city = ${city}` : sql``}
    ${campaignId ? sql`and te.campaign_id = ${campaignId}::uuid` : sql``}`;
  return sql`
    select delivery_id, first_at from analytics_delivery_hits
    where workspace_id = ${ws} and country = ${country} and day >= ${from.slice(0, 10)}::date and day < ${FINAL_DAY} and first_at < ${at(to)}
      ${city ? sql`and city = ${city}` : sql``} ${campaignId ? sql`and campaign_id = ${campaignId}::uuid` : sql``}
    union all
    select delivery_id, first_at from (${deliveryHitsSelect(sql`greatest(${FINAL_FROM}, ${at(from)})`, to, raw)}) raw`;
}
