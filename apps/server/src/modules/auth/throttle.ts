// Fixed-window throttling shared by every process through the rate_limit_hits table.
import { tooManyRequests } from '../../http/errors.js';

export type Rule = { windowMs: number; max: number };
export type Hit = (key: string, windowStart: Date) => Promise<number>;

// createThrottle returns check(rule, key): counts a hit and throws 429 (with the wait in seconds) past the rule's max.
export function createThrottle(hit: Hit) {
  return async function check(rule: Rule, key: string) {
    const now = Date.now();
    const windowStart = new Date(now - (now % rule.windowMs));
    const count = await hit(key, windowStart);
    if (count > rule.max) throw tooManyRequests(Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000));
  };
}
