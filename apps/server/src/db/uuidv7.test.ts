import { describe, expect, it } from 'vitest';
import { uuidv7 } from './uuidv7.js';

describe('uuidv7', () => {
  it('makes RFC 9562 version 7 ids that carry the time and sort in the order they were made', () => {
    const now = Date.UTC(2026, 10, 24, 10, 0, 0);
    const ids = Array.from({ length: 10_000 }, (_, i) => uuidv7(now + Math.floor(i / 3000)));
    for (const id of ids.slice(0, 50)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    // the first 48 bits are the Unix milliseconds
    expect(parseInt(ids[0].replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('stays monotonic when one millisecond runs out of counter values or the clock goes back', () => {
    const now = Date.UTC(2030, 0, 1);
    const ids = Array.from({ length: 9000 }, () => uuidv7(now));
    ids.push(uuidv7(now - 5000));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
