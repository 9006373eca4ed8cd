import { describe, expect, it } from 'vitest';
import { WARMUP_SCHEDULE, effectiveDailyLimit, warmupCap, warmupState } from './warmup.js';

describe('IP warm-up schedule', () => {
  it('doubles from 50 a day', () => {
    expect(WARMUP_SCHEDULE.slice(0, 8)).toEqual([50, 100, 200, 400, 800, 1600, 3200, 6400]);
    expect(warmupCap(1)).toBe(50);
    expect(warmupCap(7)).toBe(3200);
  });

  it('counts UTC calendar days from the start, and ends when the cap reaches the daily limit', () => {
    const start = new Date(Date.UTC(2026, 10, 20, 23, 30));
    const at = (day: number, hour = 0) => Date.UTC(2026, 10, 20 + day - 1, hour, 5);
    expect(warmupState(start, 1000, at(1, 23))).toEqual({ day: 1, cap: 50 });
    // five minutes past midnight is already day 2
    expect(warmupState(start, 1000, at(2))).toEqual({ day: 2, cap: 100 });
    expect(warmupState(start, 1000, at(5))).toEqual({ day: 5, cap: 800 });
    expect(warmupState(start, 1000, at(6))).toBeNull();
    expect(warmupState(null, 1000, at(1))).toBeNull();
    // the smaller of cap and daily limit wins
    expect(effectiveDailyLimit(start, 1000, at(3))).toBe(200);
    expect(effectiveDailyLimit(start, 150, at(3))).toBe(150);
    expect(effectiveDailyLimit(start, 1000, at(9))).toBe(1000);
    expect(effectiveDailyLimit(null, 1000, at(1))).toBe(1000);
  });
});
