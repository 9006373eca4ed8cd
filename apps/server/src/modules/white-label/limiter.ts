// The per-tenant API limiter: fixed windows counted in PostgreSQL (shared by every API process), global per minute,
// hour and day and per endpoint group per minute (seed 001 §9), answered with RateLimit-* headers and 429 + Retry-After.
import { API_ENDPOINT_GROUPS, DEFAULT_API_LIMITS, apiLimitsSchema, type ApiEndpointGroup, type ApiLimits } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import type { WhiteLabelRepo } from './white-label.repo.js';

const LIMITS_CACHE_MS = 30_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const GROUP = new RegExp(`^/api/(${API_ENDPOINT_GROUPS.join('|')})(/|\\?|$)`);

// endpointGroup names the limited endpoint group of a route, if any.
export function endpointGroup(url: string): ApiEndpointGroup | undefined {
  return GROUP.exec(url)?.[1] as ApiEndpointGroup | undefined;
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

export type ApiLimiter = ReturnType<typeof apiLimiter>;

// apiLimiter builds the limiter over the repo; a workspace's limits are cached for 30 seconds per process.
export function apiLimiter(repo: WhiteLabelRepo) {
  const cache = new Map<string, { at: number; limits: ApiLimits; custom: boolean; limited: boolean }>();

  async function limitsOf(workspaceId: string) {
    const hit = cache.get(workspaceId);
    if (hit && Date.now() - hit.at < LIMITS_CACHE_MS) return hit;
    const [stored, tenant] = await Promise.all([repo.limits(workspaceId), repo.isTenant(workspaceId)]);
    const parsed = apiLimitsSchema.safeParse(stored);
    // the white-label limits apply to a reseller's tenants and to workspaces given limits of their own; the product's
    // direct customers are bounded by their plan, not counted request by request
    const entry = { at: Date.now(), limits: parsed.success ? parsed.data : DEFAULT_API_LIMITS, custom: parsed.success, limited: tenant || parsed.success };
    if (cache.size > 10_000) cache.clear();
    cache.set(workspaceId, entry);
    return entry;
  }

  return {
    limitsOf,
    forget: (workspaceId: string) => cache.delete(workspaceId),

    /** Counts a request; sets RateLimit-* of its tightest window and throws 429 past any limit. */
    async check(workspaceId: string, url: string, header: (name: string, value: string) => void) {
      const { limits, limited } = await limitsOf(workspaceId);
      if (!limited) return;
      const now = Date.now();
      const windows = windowsOf(workspaceId, limits, endpointGroup(url), now);
      const counts = await repo.hit(windows);
      const state = windows.map((w) => ({
        w,
        remaining: w.limit - (counts.get(w.key) ?? 0),
        reset: Math.max(1, Math.ceil((w.windowStart.getTime() + w.ms - now) / 1000)),
      }));
      const tightest = state.reduce((a, b) => (b.remaining < a.remaining ? b : a));
      header('RateLimit-Limit', String(tightest.w.limit));
      header('RateLimit-Remaining', String(Math.max(0, tightest.remaining)));
      header('RateLimit-Reset', String(tightest.reset));
      header('RateLimit-Policy', `${tightest.w.limit};w=${tightest.w.ms / 1000}`);
      if (tightest.remaining >= 0) return;
      throw new AppError(429, 'API_LIMIT_EXCEEDED', { limit: tightest.w.limit, window: tightest.w.name, retryAfter: tightest.reset });
    },

    /** Current counts against each limit. */
    async usage(workspaceId: string) {
      const { limits, custom } = await limitsOf(workspaceId);
      const now = Date.now();
      const windows = [...windowsOf(workspaceId, limits, undefined, now), ...API_ENDPOINT_GROUPS.map((g) => windowsOf(workspaceId, limits, g, now)[3])];
      const counts = await repo.counts(windows);
      const c = (key: string) => counts.get(key) ?? 0;
      return {
        workspaceId,
        limits,
        custom,
        usage: {
          minute: c(`${workspaceId}:m`),
          hour: c(`${workspaceId}:h`),
          day: c(`${workspaceId}:d`),
          endpoints: Object.fromEntries(API_ENDPOINT_GROUPS.map((g) => [g, c(`${workspaceId}:e:${g}`)])),
        },
      };
    },
  };
}
