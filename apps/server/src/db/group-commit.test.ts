import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.js';

describe('group commit', () => {
  it('without a key takes the queue in order, at most maxBatch items a statement, and answers each item from its own row', async () => {
    const batches: number[][] = [];
    const write = groupCommit<number, number>(
      async (items) => {
        batches.push(items);
        await new Promise((r) => setTimeout(r, 5));
        return items.map((i) => i * 10);
      },
      { maxBatch: 3, maxInFlight: 1 },
    );
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(write));
    expect(answers).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6, 7]]);
  });

  it('a refused batch is written again item by item, so only the bad item fails', async () => {
    const write = groupCommit<string, string>(
      async (items) => {
        await new Promise((r) => setTimeout(r, 1));
        if (items.includes('bad')) throw new Error('refused');
        return items;
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const results = await Promise.allSettled(['a', 'b', 'bad', 'c'].map(write));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  });
});
