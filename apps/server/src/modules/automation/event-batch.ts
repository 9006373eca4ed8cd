// Group commit of POST /api/events: the events of concurrent requests are written together, one statement (one
// commit) for up to MAX_BATCH of them, with at most MAX_IN_FLIGHT statements at once. An event arriving while the
// database is idle goes at once, alone (no timer, no added wait); under load the events that arrive while statements
// are in flight are taken by the next one. Each request is answered from its own row of the result. A batch the
// database refuses is written again one event at a time, so one bad event fails only its own request.
import type { AutomationRepo, EventInsert } from './automation.repo.js';

const MAX_BATCH = 100;
export type EventWritten = { contactId: string | undefined; inserted: boolean };
type Pending = { event: EventInsert; resolve: (r: EventWritten) => void; reject: (err: unknown) => void };

// eventWriter batches event inserts; `maxInFlight` is the number of statements at once (1 on the embedded database).
export function eventWriter(repo: AutomationRepo, maxInFlight: number) {
  const queue: Pending[] = [];
  let inFlight = 0;

  // takeBatch takes up to MAX_BATCH queued events, never two with the same (workspace, external id): a repeat waits
  // for the next batch, so it is answered as a duplicate of the first
  function takeBatch() {
    const batch: Pending[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < MAX_BATCH;) {
      const key = `${queue[i].event.workspaceId}:${queue[i].event.externalId}`;
      if (keys.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
      batch.push(...queue.splice(i, 1));
    }
    return batch;
  }

  async function write(batch: Pending[]) {
    try {
      const results = await repo.insertEvents(
        batch.map((p) => p.event),
        new Date(),
      );
      batch.forEach((p, i) => p.resolve(results[i]));
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      for (const p of batch) await write([p]);
    }
  }

  function pump() {
    while (inFlight < maxInFlight && queue.length) {
      const batch = takeBatch();
      inFlight++;
      void write(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  /** Stores one event (with the others in flight); resolves when its statement has committed. */
  return (event: EventInsert) =>
    new Promise<EventWritten>((resolve, reject) => {
      queue.push({ event, resolve, reject });
      pump();
    });
}
