// Choosing the server for each message: round-robin, weighted (smooth weighted round-robin) or performance-based,
// honouring each server's daily limit (its warm-up cap when smaller), hourly rate, pauses and blocklist quarantine.
import type { RotationStrategy } from '@ulak/shared';

export type Candidate = {
  id: string;
  weight: number;
  dailyLimit: number;
  hourlyLimit: number | null;
  sentToday: number;
  failedToday: number;
  avgLatencyMs: number | null;
  pausedUntil: number;
  /** A blocklist lists the server's IP: skipped until the quarantine is lifted (no time is known in advance). */
  quarantined?: boolean;
};

/** How long deliveries wait when every server is quarantined: nothing says when a quarantine will be lifted. */
export const QUARANTINE_WAIT_MS = 5 * 60_000;

/** Per-workspace rotation state kept in the sending process. */
export class Rotation {
  private rr = 0;
  private current = new Map<string, number>();
  private hourly = new Map<string, number[]>();

  constructor(private strategy: RotationStrategy) {}

  setStrategy(strategy: RotationStrategy) {
    if (strategy !== this.strategy) this.current.clear();
    this.strategy = strategy;
  }

  // eligible filters out quarantined and paused servers and those at their daily or hourly limit.
  eligible(servers: Candidate[], now = Date.now()): Candidate[] {
    return servers.filter((s) => {
      if (s.quarantined) return false;
      if (s.pausedUntil > now) return false;
      if (s.sentToday >= s.dailyLimit) return false;
      if (s.hourlyLimit) {
        const recent = (this.hourly.get(s.id) ?? []).filter((t) => t > now - 3_600_000);
        this.hourly.set(s.id, recent);
        if (recent.length >= s.hourlyLimit) return false;
      }
      return true;
    });
  }

  // choose picks the server for the next message, or undefined when none can send now.
  choose(servers: Candidate[], exclude: Set<string> = new Set()): Candidate | undefined {
    const list = this.eligible(servers).filter((s) => !exclude.has(s.id));
    if (!list.length) return undefined;
    if (this.strategy === 'round-robin') return list[this.rr++ % list.length];
    const weightOf = (s: Candidate) => (this.strategy === 'weighted' ? Math.max(1, s.weight) : performanceScore(s));
    // smooth weighted round-robin: deterministic, spreads picks evenly in proportion to the weights
    let total = 0;
    let best: Candidate | undefined;
    for (const s of list) {
      const w = weightOf(s);
      total += w;
      const cur = (this.current.get(s.id) ?? 0) + w;
      this.current.set(s.id, cur);
      if (!best || cur > (this.current.get(best.id) ?? 0)) best = s;
    }
    if (best) this.current.set(best.id, (this.current.get(best.id) ?? 0) - total);
    return best;
  }

  // waitMs is how long until one of the servers can send again (a pause ends, the hour window slides, the day turns);
  // with every server quarantined, QUARANTINE_WAIT_MS before looking again.
  waitMs(servers: Candidate[], now = Date.now()): number {
    let wait = Infinity;
    for (const s of servers) {
      if (s.quarantined) continue;
      let ready = now;
      if (s.pausedUntil > ready) ready = s.pausedUntil;
      if (s.sentToday >= s.dailyLimit) ready = Math.max(ready, nextUtcMidnight(now));
      if (s.hourlyLimit) {
        const recent = (this.hourly.get(s.id) ?? []).filter((t) => t > now - 3_600_000);
        if (recent.length >= s.hourlyLimit) ready = Math.max(ready, recent[recent.length - s.hourlyLimit] + 3_600_000);
      }
      wait = Math.min(wait, ready - now);
    }
    if (!Number.isFinite(wait)) return servers.length ? QUARANTINE_WAIT_MS : 0;
    return Math.max(0, wait);
  }

  // sent records a send for the hourly window.
  sent(id: string, now = Date.now()) {
    const list = this.hourly.get(id) ?? [];
    list.push(now);
    this.hourly.set(id, list);
  }
}

const nextUtcMidnight = (now: number) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
};

// performanceScore favours servers with a high recent success rate and low latency (weight 1–100).
export function performanceScore(s: Candidate): number {
  const attempts = s.sentToday + s.failedToday;
  const success = attempts === 0 ? 0.9 : s.sentToday / attempts;
  const latency = s.avgLatencyMs ?? 200;
  return Math.max(1, Math.round(100 * success * success * (200 / (200 + latency))));
}
