import { describe, expect, it } from 'vitest';
import { QUARANTINE_WAIT_MS, Rotation, type Candidate } from './rotation.js';

const server = (id: string, over: Partial<Candidate> = {}): Candidate => ({
  id,
  weight: 1,
  dailyLimit: 1e9,
  hourlyLimit: null,
  sentToday: 0,
  failedToday: 0,
  avgLatencyMs: 100,
  pausedUntil: 0,
  ...over,
});
const count = (r: Rotation, servers: Candidate[], n: number) => {
  const hits: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const s = r.choose(servers);
    if (!s) break;
    hits[s.id] = (hits[s.id] ?? 0) + 1;
    s.sentToday += 1;
  }
  return hits;
};

describe('rotation', () => {
  it('round-robin alternates evenly', () => {
    expect(count(new Rotation('round-robin'), [server('a'), server('b'), server('c')], 300)).toEqual({ a: 100, b: 100, c: 100 });
  });
  it('weighted 3:1 distributes exactly in proportion', () => {
    expect(count(new Rotation('weighted'), [server('a', { weight: 3 }), server('b', { weight: 1 })], 400)).toEqual({ a: 300, b: 100 });
  });
  it('performance-based prefers the server that succeeds and answers fast', () => {
    const hits = count(
      new Rotation('performance-based'),
      [server('good', { avgLatencyMs: 50, sentToday: 100 }), server('bad', { avgLatencyMs: 800, sentToday: 50, failedToday: 50 })],
      1000,
    );
    expect(hits.good).toBeGreaterThan(hits.bad * 5);
  });
  it('honours daily and hourly limits and pauses', () => {
    const r = new Rotation('round-robin');
    const servers = [server('a', { dailyLimit: 2 }), server('b', { hourlyLimit: 3 }), server('c', { pausedUntil: Date.now() + 60_000 })];
    const picks: string[] = [];
    for (let i = 0; i < 10; i++) {
      const s = r.choose(servers);
      if (!s) break;
      s.sentToday += 1;
      r.sent(s.id);
      picks.push(s.id);
    }
    expect(picks.filter((p) => p === 'a')).toHaveLength(2);
    expect(picks.filter((p) => p === 'b')).toHaveLength(3);
    expect(picks).not.toContain('c');
    expect(picks).toHaveLength(5);
  });
  it('says how long until a server can send again: the earliest pause end, hour window or day turn', () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    const r = new Rotation('round-robin');
    const paused = server('p', { pausedUntil: now + 45_000 });
    const full = server('d', { dailyLimit: 1, sentToday: 1 });
    expect(r.waitMs([paused, full], now)).toBe(45_000);
    expect(r.waitMs([full], now)).toBe(14 * 3_600_000);
    const hourly = server('h', { hourlyLimit: 2 });
    r.sent('h', now - 50 * 60_000);
    r.sent('h', now - 10 * 60_000);
    expect(r.waitMs([hourly], now)).toBe(10 * 60_000);
    expect(r.waitMs([server('free')], now)).toBe(0);
  });
});

describe('rotation with a quarantined server', () => {
  it('never picks it, and with every server quarantined waits instead of failing', () => {
    const r = new Rotation('round-robin');
    const servers = [server('q', { quarantined: true }), server('ok')];
    expect(count(r, servers, 10)).toEqual({ ok: 10 });
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    expect(r.eligible([server('q', { quarantined: true })], now)).toEqual([]);
    expect(r.waitMs([server('q', { quarantined: true })], now)).toBe(QUARANTINE_WAIT_MS);
    // another server's pause still decides the wait
    expect(r.waitMs([server('q', { quarantined: true }), server('p', { pausedUntil: now + 30_000 })], now)).toBe(30_000);
  });
});
