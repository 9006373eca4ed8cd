// The per-tenant API limiter (seed 001 §9): fixed windows counted in PostgreSQL (shared by every API process), global per
// minute, hour and day and per endpoint group per minute, answered with RateLimit-* headers and 429 + Retry-After; the
// requests in flight (concurrent connections) and the bytes carried this month, both shared across processes.
// A process takes a window's quota from the shared counter in small leases (LEASE_SHARE of the limit, at least one
// request) and admits from its lease without a database round trip, topping it up in the background when it runs
// low: no process can admit past the counter, so the limit is never exceeded, and at most a lease per process is left
// unused when a window ends (0.4 % of the limit each). A limit under 500 leases one request at a time, exactly as
// counted before.
import crypto from 'node:crypto';
import { API_ENDPOINT_GROUPS, DEFAULT_API_LIMITS, apiLimitsSchema, type ApiEndpointGroup, type ApiLimits } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import type { RequestInfo } from '../auth/index.js';
import type { WhiteLabelRepo } from './white-label.repo.js';

const LIMITS_CACHE_MS = 30_000;
/** How often a process publishes its requests in flight and adds up the bytes it counted. */
export const LIMITER_SYNC_MS = 1000;
/** Another process's published in-flight count is believed this long. */
const INFLIGHT_FRESH_MS = 5000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** dataPerMonthGb counts binary gigabytes (1,024 GB = 1 TB, the specification's figure). */
export const GB = 1024 ** 3;
const GROUP = new RegExp(`^/api/(${API_ENDPOINT_GROUPS.join('|')})(/|\\?|$)`);

// endpointGroup names the limited endpoint group of a route, if any.
export function endpointGroup(url: string): ApiEndpointGroup | undefined {
  return GROUP.exec(url)?.[1] as ApiEndpointGroup | undefined;
}

// monthKey is the UTC calendar month of a time ('2025-03').
export const monthKey = (at: number) => new Date(at).toISOString().slice(0, 7);
// secondsToNextMonth is how long until the next UTC month starts.
function secondsToNextMonth(at: number): number {
  const d = new Date(at);
  return Math.max(1, Math.ceil((Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - at) / 1000));
}

type Window = { key: string; windowStart: Date; limit: number; ms: number; name: string };

// windowsOf lists the counters a request of this workspace and group goes into.
function windowsOf(workspaceId: string, limits: ApiLimits, group: ApiEndpointGroup | undefined, now: number): Window[] {
  const start = (ms: number) => new Date(Math.floor(now / ms) * ms);
  const list: Window[] = [
    { key: `${workspaceId}:m`, windowStart: start(MINUTE), limit: limits.global.perMinute, ms: MINUTE, name: 'minute' },
    { key: `${workspaceId}:h`, windowStart: start(HOUR), limit: limits.global.perHour, ms: HOUR, name: 'hour' },
    { key: `${workspaceId}:d`, windowStart: start(DAY), limit: limits.global.perDay, ms: DAY, name: 'day' },
  ];
  if (group) list.push({ key: `${workspaceId}:e:${group}`, windowStart: start(MINUTE), limit: limits.endpoints[group], ms: MINUTE, name: 'minute' });
  return list;
}

/** A process's lease of a window: the quota it took from the counter and has not used, and the counter after it took it. */
type Lease = { windowStart: number; limit: number; left: number; count: number };
/** The share of a window's limit a process leases at once, and the most it leases. */
export const LEASE_SHARE = 0.004;
const LEASE_MAX = 1000;
export const leaseSize = (limit: number) => Math.max(1, Math.min(LEASE_MAX, Math.floor(limit * LEASE_SHARE)));

type Entry = { at: number; limits: ApiLimits; custom: boolean; limited: boolean; month: string; monthBytes: number };
export type ApiLimiter = ReturnType<typeof apiLimiter>;

// apiLimiter builds the limiter over the repo; a workspace's limits are cached for 30 seconds per process.
export function apiLimiter(repo: WhiteLabelRepo) {
  const processId = crypto.randomUUID();
  const cache = new Map<string, Entry>();
  /** This process's requests in flight per limited workspace, and what the other processes published. */
  const inflight = new Map<string, number>();
  let others = new Map<string, number>();
  /** Bytes counted here and not yet added to wl_data_usage. */
  const pendingBytes = new Map<string, number>();
  let published = false;
  let timer: NodeJS.Timeout | undefined;
  let syncing: Promise<void> | undefined;
  const leases = new Map<string, Lease>();
  const current = (w: Window) => {
    const l = leases.get(w.key);
    return l && l.windowStart === w.windowStart.getTime() && l.limit === w.limit ? l : undefined;
  };

  // take leases another lease of each window from the counter: what of it is under the limit is this process's. With
  // `reserve`, one request of each window's grant is kept for the caller, in the same tick (no other request can
  // take it first); the windows it reserved in are returned.
  async function take(windows: Window[], reserve = false): Promise<Set<string>> {
    // a window known to be used up is asked for one request only, so its counter still counts requests asked
    const sizes = new Map(windows.map((w) => [w.key, (current(w)?.count ?? 0) >= w.limit ? 1 : leaseSize(w.limit)]));
    const counts = await repo.hit(windows.map((w) => ({ key: w.key, windowStart: w.windowStart, by: sizes.get(w.key)! })));
    if (leases.size > 50_000) for (const [key, l] of leases) if (l.windowStart + DAY < Date.now()) leases.delete(key);
    const reserved = new Set<string>();
    for (const w of windows) {
      const by = sizes.get(w.key)!;
      const count = counts.get(w.key) ?? by;
      let granted = Math.max(0, Math.min(by, w.limit - (count - by)));
      if (reserve && granted > 0) {
        granted -= 1;
        reserved.add(w.key);
      }
      const l = current(w);
      if (l) {
        l.left += granted;
        l.count = Math.max(l.count, count);
      } else {
        leases.set(w.key, { windowStart: w.windowStart.getTime(), limit: w.limit, left: granted, count });
      }
    }
    return reserved;
  }
  /** The lease being taken per window key: a request that finds the window empty waits for it before taking its own. */
  const taking = new Map<string, Promise<unknown>>();
  // topUp takes the next lease of a window in the background once half of its lease is used
  function topUp(w: Window) {
    const l = current(w);
    if (!l || taking.has(w.key) || l.left > leaseSize(w.limit) / 2 || l.count >= w.limit) return;
    const p: Promise<unknown> = take([w])
      .catch(() => undefined)
      .finally(() => {
        if (taking.get(w.key) === p) taking.delete(w.key);
      });
    taking.set(w.key, p);
  }
  // consume takes one request of each window's lease, all or none (synchronously)
  function consume(windows: Window[]): boolean {
    if (!windows.every((w) => (current(w)?.left ?? 0) > 0)) return false;
    for (const w of windows) current(w)!.left -= 1;
    return true;
  }
  // admit takes one request of every window: from the leases, after a top-up under way, or from a lease of its own;
  // the window that refused it, if any (what it had taken of the others is given back)
  async function admit(windows: Window[]): Promise<Window | undefined> {
    if (consume(windows)) return undefined;
    const waits = new Set(windows.filter((w) => !current(w)?.left && taking.has(w.key)).map((w) => taking.get(w.key)!));
    if (waits.size) {
      await Promise.all(waits);
      if (consume(windows)) return undefined;
    }
    const got = windows.filter((w) => (current(w)?.left ?? 0) > 0);
    for (const w of got) current(w)!.left -= 1;
    let reserved: Set<string>;
    const empty = windows.filter((w) => !got.includes(w));
    // others finding these windows empty meanwhile wait for this lease rather than each take their own
    const mine = take(empty, true);
    const shared: Promise<unknown> = mine
      .catch(() => undefined)
      .finally(() => {
        for (const w of empty) if (taking.get(w.key) === shared) taking.delete(w.key);
      });
    for (const w of empty) if (!taking.has(w.key)) taking.set(w.key, shared);
    try {
      reserved = await mine;
    } catch (err) {
      for (const w of got) if (current(w)) current(w)!.left += 1;
      throw err;
    }
    const refused = windows.find((w) => !got.includes(w) && !reserved.has(w.key));
    if (!refused) return undefined;
    for (const w of windows) if ((got.includes(w) || reserved.has(w.key)) && current(w)) current(w)!.left += 1;
    return refused;
  }

  async function limitsOf(workspaceId: string): Promise<Entry> {
    const hit = cache.get(workspaceId);
    const now = Date.now();
    if (hit && now - hit.at < LIMITS_CACHE_MS && hit.month === monthKey(now)) return hit;
    const month = monthKey(now);
    const [stored, tenant, bytes] = await Promise.all([repo.limits(workspaceId), repo.isTenant(workspaceId), repo.dataUsage(workspaceId, month)]);
    const parsed = apiLimitsSchema.safeParse(stored);
    // the white-label limits apply to a reseller's tenants and to workspaces given limits of their own; the product's
    // direct customers are bounded by their plan, not counted request by request
    const entry = {
      at: now,
      limits: parsed.success ? parsed.data : DEFAULT_API_LIMITS,
      custom: parsed.success,
      limited: tenant || parsed.success,
      month,
      monthBytes: bytes,
    };
    if (cache.size > 10_000) cache.clear();
    cache.set(workspaceId, entry);
    return entry;
  }

  // sync publishes this process's requests in flight, reads the others', and adds the counted bytes to the month's.
  async function sync() {
    const now = new Date();
    const counts = [...inflight].filter(([, n]) => n > 0);
    if (counts.length || published) {
      await repo.publishInflight(processId, counts, now);
      published = counts.length > 0;
    }
    others = await repo.othersInflight(processId, new Date(now.getTime() - INFLIGHT_FRESH_MS));
    const month = monthKey(now.getTime());
    const bytes = [...pendingBytes].filter(([, n]) => n > 0);
    pendingBytes.clear();
    if (!bytes.length) return;
    for (const [workspaceId, total] of await repo.addDataUsage(month, bytes)) {
      const entry = cache.get(workspaceId);
      if (entry && entry.month === month) entry.monthBytes = total;
    }
  }

  function ensureTimer() {
    if (timer) return;
    timer = setInterval(() => {
      if (syncing) return;
      syncing = sync()
        .catch(() => undefined)
        .finally(() => (syncing = undefined));
    }, LIMITER_SYNC_MS);
    timer.unref();
  }

  // setHeaders writes RateLimit-* of the tightest window, unless an API key's own budget (set before) is tighter
  function setHeaders(req: RequestInfo, limit: number, remaining: number, reset: number, ms: number) {
    const before = Number(req.headerOf?.('RateLimit-Remaining'));
    if (req.apiKey && Number.isFinite(before) && before <= remaining && remaining >= 0) return;
    req.header('RateLimit-Limit', String(limit));
    req.header('RateLimit-Remaining', String(Math.max(0, remaining)));
    req.header('RateLimit-Reset', String(reset));
    req.header('RateLimit-Policy', `${limit};w=${ms / 1000}`);
  }

  return {
    limitsOf,
    forget: (workspaceId: string) => cache.delete(workspaceId),

    /**
     * Counts a request (a session's or an API key's): refuses it with 429 past the concurrent-connection limit, the
     * month's data or any window, sets RateLimit-* of its tightest window, and keeps it in flight until its answer ends.
     */
    async check(workspaceId: string, req: RequestInfo) {
      const entry = await limitsOf(workspaceId);
      if (!entry.limited) return;
      ensureTimer();
      const { limits } = entry;
      const now = Date.now();
      const running = (inflight.get(workspaceId) ?? 0) + (others.get(workspaceId) ?? 0);
      if (running >= limits.global.concurrentConnections) {
        throw new AppError(429, 'API_CONCURRENCY_EXCEEDED', { limit: limits.global.concurrentConnections, retryAfter: 1 });
      }
      const used = (entry.month === monthKey(now) ? entry.monthBytes : 0) + (pendingBytes.get(workspaceId) ?? 0);
      if (used >= limits.global.dataPerMonthGb * GB) {
        throw new AppError(429, 'API_DATA_LIMIT_EXCEEDED', { limit: limits.global.dataPerMonthGb, retryAfter: secondsToNextMonth(now) });
      }
      // the slot is taken before the counters are asked, so requests arriving together cannot all pass the check above
      inflight.set(workspaceId, (inflight.get(workspaceId) ?? 0) + 1);
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        inflight.set(workspaceId, Math.max(0, (inflight.get(workspaceId) ?? 1) - 1));
      };
      try {
        const windows = windowsOf(workspaceId, limits, endpointGroup(req.url), now);
        // a window whose lease is used up asks the counter now (a refused request is counted there too)
        const refused = await admit(windows);
        const state = windows.map((w) => {
          const l = current(w) ?? { left: 0, count: w.limit + 1 };
          return {
            w,
            // the counter less what this process leased and has not used (at least that lease: the counter may have
            // run out under other processes' leases); the window that refused the request is past its limit
            remaining: w === refused ? Math.min(-1, w.limit - l.count) : Math.max(l.left, w.limit - (l.count - l.left)),
            reset: Math.max(1, Math.ceil((w.windowStart.getTime() + w.ms - now) / 1000)),
          };
        });
        if (!refused) for (const w of windows) topUp(w);
        const tightest = state.reduce((a, b) => (b.remaining < a.remaining ? b : a));
        setHeaders(req, tightest.w.limit, tightest.remaining, tightest.reset, tightest.w.ms);
        if (tightest.remaining < 0) {
          throw new AppError(429, 'API_LIMIT_EXCEEDED', { limit: tightest.w.limit, window: tightest.w.name, retryAfter: tightest.reset });
        }
      } catch (err) {
        release();
        throw err;
      }
      if (!req.onEnd) return release();
      req.onEnd((bytes) => {
        release();
        pendingBytes.set(workspaceId, (pendingBytes.get(workspaceId) ?? 0) + bytes);
      });
    },

    /** Current counts against each limit: the windows, requests in flight in every process, and this month's bytes. */
    async usage(workspaceId: string) {
      const { limits, custom, monthBytes, month } = await limitsOf(workspaceId);
      const now = Date.now();
      const windows = [...windowsOf(workspaceId, limits, undefined, now), ...API_ENDPOINT_GROUPS.map((g) => windowsOf(workspaceId, limits, g, now)[3])];
      const [counts, stored] = await Promise.all([repo.counts(windows), repo.dataUsage(workspaceId, monthKey(now))]);
      // a window's counter includes what this process leased and has not used yet
      const c = (key: string) => {
        const w = windows.find((x) => x.key === key);
        return Math.max(0, (counts.get(key) ?? 0) - ((w && current(w)?.left) || 0));
      };
      const bytes = Math.max(stored, month === monthKey(now) ? monthBytes : 0) + (pendingBytes.get(workspaceId) ?? 0);
      return {
        workspaceId,
        limits,
        custom,
        usage: {
          minute: c(`${workspaceId}:m`),
          hour: c(`${workspaceId}:h`),
          day: c(`${workspaceId}:d`),
          endpoints: Object.fromEntries(API_ENDPOINT_GROUPS.map((g) => [g, c(`${workspaceId}:e:${g}`)])),
          concurrent: (inflight.get(workspaceId) ?? 0) + (others.get(workspaceId) ?? 0),
          dataBytes: bytes,
        },
      };
    },

    /** Publishes and adds up now (tests; the timer does it every second). */
    sync,

    /** Stops the timer and withdraws this process's in-flight counts. */
    async close() {
      if (timer) clearInterval(timer);
      await syncing;
      if (pendingBytes.size) await sync().catch(() => undefined);
      await repo.publishInflight(processId, [], new Date()).catch(() => undefined);
    },
  };
}
