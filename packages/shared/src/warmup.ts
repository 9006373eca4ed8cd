// The IP warm-up schedule: a mail server that is warming up may send at most `warmupCap(day)` messages on the day-th
// UTC day of its warm-up (50, 100, 200, 400, 800, 1,600, 3,200… doubling every day), and never more than its own daily
// limit. The warm-up is over on the first day whose cap reaches the daily limit.

/** Messages a server may send on the first day of its warm-up. */
export const WARMUP_FIRST_DAY_CAP = 50;
/** How much the cap grows from one day to the next. */
export const WARMUP_DAILY_GROWTH = 2;
/** The caps of the first fourteen days, as the docs and the screens show them. */
export const WARMUP_SCHEDULE = Array.from({ length: 14 }, (_, i) => WARMUP_FIRST_DAY_CAP * WARMUP_DAILY_GROWTH ** i);

const DAY_MS = 86_400_000;
const utcDay = (t: number) => Math.floor(t / DAY_MS);

// warmupCap is the cap of the day-th day of a warm-up (day 1 is the day it started).
export function warmupCap(day: number): number {
  return WARMUP_FIRST_DAY_CAP * WARMUP_DAILY_GROWTH ** Math.max(0, Math.floor(day) - 1);
}

export type WarmupState = { day: number; cap: number };

// warmupState is the day of a warm-up and today's cap at `now`, or null when the server is not warming up (never
// started, or the day's cap has reached its daily limit). Days are UTC calendar days, as the daily counters are.
export function warmupState(startedAt: Date | string | null | undefined, dailyLimit: number, now: Date | number = Date.now()): WarmupState | null {
  if (!startedAt) return null;
  const start = new Date(startedAt).getTime();
  const at = typeof now === 'number' ? now : now.getTime();
  const day = Math.max(1, utcDay(at) - utcDay(start) + 1);
  const cap = warmupCap(day);
  return cap >= dailyLimit ? null : { day, cap };
}

// effectiveDailyLimit is what rotation enforces: the server's daily limit, or today's warm-up cap when smaller.
export function effectiveDailyLimit(startedAt: Date | string | null | undefined, dailyLimit: number, now: Date | number = Date.now()): number {
  return warmupState(startedAt, dailyLimit, now)?.cap ?? dailyLimit;
}
