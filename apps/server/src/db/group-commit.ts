// Group commit: the writes of concurrent requests go to the database together, one statement (one commit) for up to
// `maxBatch` of them, with at most `maxInFlight` statements at once. A write arriving while the database is idle goes
// at once, alone (no timer, no added wait); under load the writes that arrive while statements are in flight are taken
// by the next one. Each caller is answered from its own row of the result, once its statement has committed. A batch
// the database refuses is written again one item at a time, so one bad item fails only its own caller.

export type GroupCommitOptions<T> = {
  /** Items in one statement at most. */
  maxBatch: number;
  /** Statements at once (each takes a pool connection; 1 on the embedded database). */
  maxInFlight: number;
  /** Items with the same key never share a batch: a repeat waits for the next one (so it meets the first as stored). */
  key?: (item: T) => string;
};

type Pending<T, R> = { item: T; resolve: (r: R) => void; reject: (err: unknown) => void };

// groupCommit returns a function writing one item with the others in flight; `writeBatch` answers one result per item,
// in order.
export function groupCommit<T, R>(writeBatch: (items: T[]) => Promise<R[]>, opts: GroupCommitOptions<T>) {
  const queue: Pending<T, R>[] = [];
  let inFlight = 0;

  function takeBatch() {
    if (!opts.key) return queue.splice(0, opts.maxBatch);
    const batch: Pending<T, R>[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < opts.maxBatch;) {
      const key = opts.key(queue[i].item);
      if (keys.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
      batch.push(...queue.splice(i, 1));
    }
    return batch;
  }

  async function write(batch: Pending<T, R>[]) {
    try {
      const results = await writeBatch(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i]));
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      for (const p of batch) await write([p]);
    }
  }

  function pump() {
    while (inFlight < opts.maxInFlight && queue.length) {
      const batch = takeBatch();
      inFlight++;
      void write(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return (item: T) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}
