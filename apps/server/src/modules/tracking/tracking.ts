// Open and click tracking: answers at once, buffers hits in memory and writes them in batches (flushed on shutdown).
// Unique opens and clicks are counted once per delivery; machine opens (privacy proxies, scanners) are kept apart.
// Link scanners are told by their agent, by a click within SCANNER_SECONDS of sending, by a request for the message's
// hidden honeypot link, and by clicking every tracked link of the message within SCANNER_WINDOW_SECONDS; the last two
// also turn the delivery's other clicks around them into a machine's, even clicks recorded by an earlier flush.
// A delivery is a campaign's or an automation email's (campaign_id null): both are tracked alike, and an automation
// email's opened/clicked engagement events carry meta.source 'automation' with its workflow, run and step.
import { sql, type SQL } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { Db } from '../../db/client.js';
import type { Place } from './geo.js';

/** A recorded request: an open (pixel), a click (with the count of the message's tracked links, when its link carries one) or the honeypot. */
export type Hit = { deliveryId: number; type: 'open' | 'click' | 'honeypot'; url: string | null; links?: number | null; ua: string; ip: string; at: Date };
export type Classified = { machine: boolean; device: 'mobile' | 'tablet' | 'desktop' | 'unknown'; client: string; os: string | null };

const MACHINE = [
  /GoogleImageProxy/i,
  /YahooMailProxy/i,
  /Barracuda/i,
  /Mimecast/i,
  /Proofpoint/i,
  /bot|crawler|spider|preview/i,
  /python-requests|curl\/|wget/i,
  /Microsoft Office\/.*\(Windows NT.*Microsoft Outlook.*MSOffice 1[56]/i,
];

/** A click this soon after the message left is a link scanner, not a reader (the campaign report uses the same 2 s). */
export const SCANNER_SECONDS = 2;

/**
 * A link scanner's window: every click of a delivery within this many seconds of a request for its honeypot link, before
 * or after, is a machine's; so is every click of a span this long in which the delivery's clicks reach every distinct
 * tracked link of the message (when it has two or more). Scanners fetch all links at once; a reader who opens every
 * link of a message within five seconds is rare, and is counted as a scanner.
 */
export const SCANNER_WINDOW_SECONDS = 5;

/** Real User-Agents are a few hundred characters; the patterns below only ever see this much of one. */
const MAX_AGENT_CHARS = 512;

// classifyAgent reads device and mail client from a User-Agent and flags machine opens.
export function classifyAgent(agent: string, type: 'open' | 'click'): Classified {
  const ua = agent.slice(0, MAX_AGENT_CHARS);
  const device = /iPad|Tablet/i.test(ua) ? 'tablet' : /Mobile|iPhone|Android/i.test(ua) ? 'mobile' : ua ? 'desktop' : 'unknown';
  const client = /GoogleImageProxy/i.test(ua)
    ? 'Gmail'
    : /YahooMailProxy/i.test(ua)
      ? 'Yahoo Mail'
      : /Thunderbird/i.test(ua)
        ? 'Thunderbird'
        : /Outlook|MSOffice|Microsoft Office/i.test(ua)
          ? 'Outlook'
          : /AppleWebKit/i.test(ua) && /Macintosh|iPhone|iPad/i.test(ua) && !/Safari|Chrome/i.test(ua)
            ? 'Apple Mail'
            : /Chrome/i.test(ua)
              ? 'Chrome'
              : /Firefox/i.test(ua)
                ? 'Firefox'
                : /Safari/i.test(ua)
                  ? 'Safari'
                  : 'Other';
  // Apple Mail Privacy Protection fetches every image through Apple's proxy with a bare WebKit agent
  const appleProxy = type === 'open' && client === 'Apple Mail' && isBareWebKit(ua);
  const machine = appleProxy || MACHINE.some((re) => re.test(ua)) || (type === 'open' && !ua);
  const os = ua ? (new UAParser(ua).getOS().name ?? null) : null;
  return { machine, device, client, os };
}

// isBareWebKit tells Apple's image proxy agent, `Mozilla/5.0 (…) AppleWebKit/605.1.15 (KHTML, like Gecko)` with nothing
// after it, using string operations only (the regular expression it replaces was quadratic on a header full of '(').
function isBareWebKit(ua: string): boolean {
  const s = ua.trim();
  const tail = ' (KHTML, like Gecko)';
  if (s.length > 512 || !s.startsWith('Mozilla/5.0 (') || !s.endsWith(tail)) return false;
  const webkit = s.lastIndexOf(') AppleWebKit/', s.length - tail.length);
  if (webkit < 0) return false;
  const version = s.slice(webkit + ') AppleWebKit/'.length, s.length - tail.length);
  return version.length > 0 && [...version].every((c) => (c >= '0' && c <= '9') || c === '.');
}

export type TrackingBuffer = ReturnType<typeof trackingBuffer>;

// trackingBuffer collects hits and flushes them every interval or when full.
export function trackingBuffer(
  db: Db,
  lookupPlace: (ip: string) => Promise<Place>,
  opts: { intervalMs?: number; maxSize?: number; onError?: (err: unknown) => void } = {},
) {
  let pending: Hit[] = [];
  let flushing: Promise<void> = Promise.resolve();
  const max = opts.maxSize ?? 2000;

  // A flush classifies thousands of hits while requests wait: the same agents and addresses come back again and again,
  // so both answers are remembered (bounded; cleared when full).
  const agents = new Map<string, Classified>();
  const places = new Map<string, Place>();
  const CACHE_MAX = 10_000;
  const classify = (ua: string, type: Hit['type']) => {
    const kind = type === 'open' ? 'open' : 'click';
    const key = `${kind}|${ua}`;
    let c = agents.get(key);
    if (!c) {
      if (agents.size >= CACHE_MAX) agents.clear();
      agents.set(key, (c = classifyAgent(ua, kind)));
    }
    return c;
  };
  const NOWHERE: Place = { country: null, city: null };
  const place = async (ip: string) => {
    const known = places.get(ip);
    if (known) return known;
    const found = await lookupPlace(ip).catch(() => NOWHERE);
    if (places.size >= CACHE_MAX) places.clear();
    places.set(ip, found);
    return found;
  };

  async function write(hits: Hit[]) {
    const rows = [];
    for (const h of hits) rows.push({ ...h, ...classify(h.ua, h.type), ...(places.get(h.ip) ?? (await place(h.ip))) });
    const payload = JSON.stringify(
      rows.map((r) => ({
        delivery_id: r.deliveryId,
        type: r.type,
        url: r.url,
        links: r.links ?? null,
        machine: r.machine,
        device: r.device,
        client: r.client,
        os: r.os,
        country: r.country,
        city: r.city,
        at: r.at.toISOString(),
      })),
    );
    const batch = sql`jsonb_to_recordset(${payload}::jsonb) as x(delivery_id bigint, type text, url text, links int, machine boolean, device text, client text, os text, country text, city text, at timestamptz)`;
    const clicked = [...new Set(hits.filter((h) => h.type !== 'open').map((h) => h.deliveryId))].sort((a, b) => a - b);
    await db.transaction(async (tx) => {
      // one writer at a time per clicked delivery: the scanner rules below see every click recorded for it
      if (clicked.length)
        await tx.execute(
          sql`select id from deliveries where id in (${sql.join(
            clicked.map((id) => sql`${id}`),
            sql`, `,
          )}) order by id for update`,
        );
      await tx.execute(recordHits(batch));
      if (clicked.length) await tx.execute(markScanners(batch));
      await tx.execute(firstColumns(batch));
    });
  }

  async function flush() {
    await flushing;
    if (!pending.length) return;
    const batch = pending;
    pending = [];
    flushing = write(batch).catch((err: unknown) => {
      opts.onError?.(err);
      // keep the hits for the next flush rather than lose them
      pending = batch.concat(pending);
    });
    await flushing;
  }

  const timer = setInterval(() => void flush(), opts.intervalMs ?? 500);
  timer.unref();

  return {
    add(hit: Hit) {
      pending.push(hit);
      if (pending.length >= max) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
    size: () => pending.length,
  };
}

const WINDOW = sql`${SCANNER_WINDOW_SECONDS} * interval '1 second'`;

// recordHits inserts the batch's hits of known deliveries into tracking_events. A hit is a machine's by its agent, a
// click within SCANNER_SECONDS of sending, and the honeypot always (its type keeps it out of every open and click figure).
function recordHits(batch: SQL) {
  return sql`
    insert into tracking_events (delivery_id, campaign_id, workspace_id, type, url, machine, device, client, os, country, city, occurred_at)
    select x.delivery_id, d.campaign_id, d.workspace_id, x.type, x.url,
      x.machine or x.type = 'honeypot' or (x.type = 'click' and d.sent_at is not null and x.at < d.sent_at + ${SCANNER_SECONDS} * interval '1 second'),
      x.device, x.client, x.os, x.country, x.city, x.at
    from ${batch} join deliveries d on d.id = x.delivery_id`;
}

// markScanners applies the two scanner rules around the batch's clicks and honeypot requests, per delivery: a click within
// the window of a honeypot request, and every click of a window (starting at one of its clicks) that reaches every
// distinct tracked link of the message, become a machine's. A click only ever turns machine, never back; every window
// that holds a new request lies within the window around the batch's first and last request, so only those rows are read.
function markScanners(batch: SQL) {
  return sql`
    with b as (
      select x.delivery_id, min(x.at) lo, max(x.at) hi, max(x.links) links from ${batch} where x.type in ('click', 'honeypot') group by x.delivery_id),
    c as (
      select te.id, te.delivery_id, te.type, te.url, te.occurred_at at, te.machine, b.links
      from b join tracking_events te on te.delivery_id = b.delivery_id and te.type in ('click', 'honeypot')
        and te.occurred_at >= b.lo - ${WINDOW} and te.occurred_at <= b.hi + ${WINDOW}),
    sweeps as (
      select x.delivery_id, x.at s from c x join c y on y.delivery_id = x.delivery_id and y.type = 'click' and y.at >= x.at and y.at <= x.at + ${WINDOW}
      where x.type = 'click' and x.links >= 2
      group by x.id, x.delivery_id, x.at, x.links having count(distinct y.url) >= x.links),
    flip as (
      select c.id from c where c.type = 'click' and not c.machine and (
        exists (select 1 from c h where h.delivery_id = c.delivery_id and h.type = 'honeypot' and h.at >= c.at - ${WINDOW} and h.at <= c.at + ${WINDOW})
        or exists (select 1 from sweeps w where w.delivery_id = c.delivery_id and c.at >= w.s and c.at <= w.s + ${WINDOW})))
    update tracking_events te set machine = true from flip where te.id = flip.id`;
}

// firstColumns sets each delivery's first human open (or human click), first human click and first open of any kind
// from its recorded hits (a click that turned machine moves them later, or clears them), and keeps the contact's
// opened / clicked engagement events in step: added, moved to the new time, or removed.
function firstColumns(batch: SQL) {
  return sql`
    with f as (
      select te.delivery_id, min(te.occurred_at) filter (where te.type = 'open' and not te.machine) o,
        min(te.occurred_at) filter (where te.type = 'click' and not te.machine) k, min(te.occurred_at) filter (where te.type in ('open', 'click')) a
      from tracking_events te where te.delivery_id in (select distinct x.delivery_id from ${batch}) group by te.delivery_id),
    prev as (
      select d.id, d.opened_at, d.clicked_at, d.workspace_id, d.contact_id, d.campaign_id, least(f.o, f.k) new_open, f.k new_click, f.a,
        -- an automation email's engagement names its source, workflow, run and step
        case when d.automation_run_id is not null then jsonb_build_object('source', 'automation', 'workflowId', d.automation_workflow_id,
          'runId', d.automation_run_id, 'nodeId', d.automation_node_id) end as meta
      from deliveries d join f on f.delivery_id = d.id),
    upd as (
      update deliveries d set opened_at = p.new_open, clicked_at = p.new_click, first_open_at = coalesce(d.first_open_at, p.a)
      from prev p where d.id = p.id returning d.id),
    changes as (
      select workspace_id, contact_id, campaign_id, meta, 'opened' as type, opened_at as old_at, new_open as new_at from prev
      where contact_id is not null and opened_at is distinct from new_open
      union all
      select workspace_id, contact_id, campaign_id, meta, 'clicked', clicked_at, new_click from prev
      where contact_id is not null and clicked_at is distinct from new_click),
    gone as (
      delete from engagement_events e using changes ch
      where ch.old_at is not null and ch.new_at is null and e.workspace_id = ch.workspace_id and e.contact_id = ch.contact_id and e.type = ch.type
        and e.occurred_at = ch.old_at and e.campaign_id is not distinct from ch.campaign_id returning 1),
    moved as (
      update engagement_events e set occurred_at = ch.new_at from changes ch
      where ch.old_at is not null and ch.new_at is not null and e.workspace_id = ch.workspace_id and e.contact_id = ch.contact_id and e.type = ch.type
        and e.occurred_at = ch.old_at and e.campaign_id is not distinct from ch.campaign_id returning 1)
    insert into engagement_events (workspace_id, contact_id, campaign_id, type, occurred_at, meta)
    select workspace_id, contact_id, campaign_id, type, new_at, meta from changes
    where old_at is null and (select count(*) from upd) + (select count(*) from gone) + (select count(*) from moved) >= 0`;
}
