import { describe, expect, it } from 'vitest';
import type { AutomationRepo, EventInsert } from './automation.repo.js';
import { eventWriter } from './event-batch.js';

const event = (externalId: string): EventInsert => ({
  workspaceId: 'w1',
  contact: { email: 'a@b.test' },
  type: 'cart',
  externalId,
  amountMinor: null,
  currency: null,
  properties: {},
  at: new Date(),
});

// a repository stand-in recording the batches it is given; it refuses any batch holding the event 'bad'
function fakeRepo() {
  const batches: string[][] = [];
  const stored = new Set<string>();
  const repo = {
    async insertEvents(batch: EventInsert[]) {
      batches.push(batch.map((e) => e.externalId));
      await new Promise((r) => setTimeout(r, 5));
      if (batch.some((e) => e.externalId === 'bad')) throw new Error('refused');
      return batch.map((e) => {
        const inserted = !stored.has(e.externalId);
        stored.add(e.externalId);
        return { contactId: 'c1', inserted };
      });
    },
  } as unknown as AutomationRepo;
  return { repo, batches };
}

describe('event group commit', () => {
  it('writes an event alone when idle and the events of concurrent requests together, at most n statements at once', async () => {
    const { repo, batches } = fakeRepo();
    const write = eventWriter(repo, 2);
    await write(event('solo'));
    expect(batches).toEqual([['solo']]);
    // its statement is counted as done once the request's answer went: a turn of the event loop later
    await new Promise((r) => setTimeout(r, 0));
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => write(event(`e${i}`))));
    expect(results.every((r) => r.inserted)).toBe(true);
    // the first two went at once, alone; the eight that arrived meanwhile shared the next statement
    expect(batches.slice(1)).toEqual([['e0'], ['e1'], ['e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9']]);
  });

  it('never puts one id twice in a batch: the repeat goes next and is answered as a duplicate', async () => {
    const { repo, batches } = fakeRepo();
    const write = eventWriter(repo, 1);
    const busy = write(event('first'));
    const [a, b, c] = await Promise.all([write(event('x')), write(event('x')), write(event('y')), busy]);
    expect(batches).toEqual([['first'], ['x', 'y'], ['x']]);
    expect([a.inserted, b.inserted, c.inserted]).toEqual([true, false, true]);
  });

  it('writes a refused batch again one event at a time, so only the bad event fails', async () => {
    const { repo } = fakeRepo();
    const write = eventWriter(repo, 1);
    const busy = write(event('first'));
    const all = await Promise.allSettled([write(event('ok1')), write(event('bad')), write(event('ok2')), busy]);
    expect(all.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  });
});
