// Group commit of POST /api/events (db/group-commit.ts): the events of concurrent requests are written together, one
// statement for up to MAX_BATCH of them, never two with the same (workspace, external id) in one statement, so a
// repeat goes in the next one and is answered as a duplicate of the first.
import { groupCommit } from '../../db/group-commit.js';
import type { AutomationRepo, EventInsert } from './automation.repo.js';

const MAX_BATCH = 100;
export type EventWritten = { contactId: string | undefined; inserted: boolean };

// eventWriter batches event inserts; `maxInFlight` is the number of statements at once (1 on the embedded database).
export function eventWriter(repo: AutomationRepo, maxInFlight: number) {
  return groupCommit<EventInsert, EventWritten>((events) => repo.insertEvents(events, new Date()), {
    maxBatch: MAX_BATCH,
    maxInFlight,
    key: (e) => `${e.workspaceId}:${e.externalId}`,
  });
}
