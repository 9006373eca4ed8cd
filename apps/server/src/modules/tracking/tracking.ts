// Open and click tracking: answers at once, buffers hits in memory and writes them in batches (flushed on shutdown).
// Unique opens and clicks are counted once per delivery; machine opens (privacy proxies, scanners) are kept apart.
// A delivery is a campaign's or an automation email's (campaign_id null): both are tracked alike, and an automation
// email's opened/clicked engagement events carry meta.source 'automation' with its workflow, run and step.
import { sql } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { Db } from '../../db/client.js';

export type Hit = { deliveryId: number; type: 'open' | 'click'; url: string | null; ua: string; ip: string; at: Date };
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
  lookupCountry: (ip: string) => Promise<string | null>,
  opts: { intervalMs?: number; maxSize?: number; onError?: (err: unknown) => void } = {},
) {
  let pending: Hit[] = [];
  let flushing: Promise<void> = Promise.resolve();
  const max = opts.maxSize ?? 2000;

  // A flush classifies thousands of hits while requests wait: the same agents and addresses come back again and again,
  // so both answers are remembered (bounded; cleared when full).
  const agents = new Map<string, Classified>();
  const countries = new Map<string, string | null>();
  const CACHE_MAX = 10_000;
  const classify = (ua: string, type: Hit['type']) => {
    const key = `${type}|${ua}`;
    let c = agents.get(key);
    if (!c) {
      if (agents.size >= CACHE_MAX) agents.clear();
      agents.set(key, (c = classifyAgent(ua, type)));
    }
    return c;
  };
  const country = async (ip: string) => {
    if (countries.has(ip)) return countries.get(ip) ?? null;
    const found = await lookupCountry(ip).catch(() => null);
    if (countries.size >= CACHE_MAX) countries.clear();
    countries.set(ip, found);
    return found;
  };

  async function write(hits: Hit[]) {
    const rows = [];
    for (const h of hits) rows.push({ ...h, ...classify(h.ua, h.type), country: countries.has(h.ip) ? (countries.get(h.ip) ?? null) : await country(h.ip) });
    const payload = JSON.stringify(
      rows.map((r) => ({
        delivery_id: r.deliveryId,
        type: r.type,
        url: r.url,
        machine: r.machine,
        device: r.device,
        client: r.client,
        os: r.os,
        country: r.country,
        at: r.at.toISOString(),
      })),
    );
    await db.execute(sql`
      with h as (select * from jsonb_to_recordset(${payload}::jsonb) as x(delivery_id bigint, type text, url text, machine boolean, device text, client text, os text, country text, at timestamptz)),
      known as (
        -- a link scanner clicks within seconds of delivery: kept, but flagged as a machine
        select h.delivery_id, h.type, h.url, h.device, h.client, h.os, h.country, h.at, d.campaign_id, d.workspace_id, d.contact_id,
          h.machine or (h.type = 'click' and d.sent_at is not null and h.at < d.sent_at + ${SCANNER_SECONDS} * interval '1 second') as machine
        from h join deliveries d on d.id = h.delivery_id),
      ins as (
        insert into tracking_events (delivery_id, campaign_id, workspace_id, type, url, machine, device, client, os, country, occurred_at)
        select delivery_id, campaign_id, workspace_id, type, url, machine, device, client, os, country, at from known returning 1),
      firsts as (
        select delivery_id, min(at) filter (where type = 'open' and not machine) open_at, min(at) filter (where type = 'click') click_at,
          min(at) filter (where type = 'open') any_open_at
        from known group by delivery_id),
      prev as (
        select d.id, d.opened_at, d.clicked_at, d.workspace_id, d.contact_id, d.campaign_id,
          -- an automation email's engagement names its source, workflow, run and step
          case when d.automation_run_id is not null then jsonb_build_object('source', 'automation', 'workflowId', d.automation_workflow_id,
            'runId', d.automation_run_id, 'nodeId', d.automation_node_id) end as meta
        from deliveries d join firsts f on f.delivery_id = d.id),
      upd as (
        update deliveries d set opened_at = coalesce(d.opened_at, f.open_at, f.click_at), clicked_at = coalesce(d.clicked_at, f.click_at),
          first_open_at = coalesce(d.first_open_at, f.any_open_at, f.click_at)
        from firsts f where d.id = f.delivery_id returning d.id),
      news as (
        select p.workspace_id, p.contact_id, p.campaign_id, 'opened' as type, coalesce(f.open_at, f.click_at) as at, p.meta
        from prev p join firsts f on f.delivery_id = p.id where p.opened_at is null and coalesce(f.open_at, f.click_at) is not null
        union all
        select p.workspace_id, p.contact_id, p.campaign_id, 'clicked', f.click_at, p.meta
        from prev p join firsts f on f.delivery_id = p.id where p.clicked_at is null and f.click_at is not null)
      insert into engagement_events (workspace_id, contact_id, campaign_id, type, occurred_at, meta)
      select workspace_id, contact_id, campaign_id, type, at, meta from news where contact_id is not null and (select count(*) from upd) >= 0`);
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
