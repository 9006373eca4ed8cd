// The sending loop of one channel campaign in one process. Producers claim a batch of 100 recipients (one row, FOR
// UPDATE SKIP LOCKED, a lease renewed while it is held) and stage it (its message rows written, queued, in one
// statement); `concurrency` senders make the provider calls; writers record the answers in one statement per batch's
// worth, and a batch whose answers are all written is marked done. Claims and writes overlap the sending, so the
// provider is kept busy while the database works.
// A crash loses nothing: claimed recipients come back after the lease, and a message row left queued is delivered once
// more (only those whose answer was not yet written — the ones in flight — can reach a recipient twice).
import type { Delivered, Job, Outbound, SendInput } from './outbound.js';
import type { CampaignRow, CampaignsRepo } from './campaigns.repo.js';
import type { ConfigRow } from './channels.repo.js';

export type RunnerOptions = {
  batch: number;
  /** Provider calls in flight. */
  concurrency: number;
  /** Claims made at once, and how many claimed batches may wait for the senders. */
  producers: number;
  lookahead: number;
  /** Batch writes at once. */
  writers: number;
  /** Seconds a claim lasts without renewal (a dead worker's recipients are claimed again after it). */
  leaseS: number;
  /** Answers written at most this long after they arrive (ms), or as soon as a batch's worth is waiting. */
  flushMs: number;
};

/** Why the loop stopped: the recipients ran out, or the quiet hours began (send again at `until`). */
export type RunEnd = { kind: 'drained' } | { kind: 'quiet'; until: Date };

// runCampaign sends what is left of a sending campaign until no recipient can be claimed, or quiet hours begin.
export async function runCampaign(
  c: CampaignRow,
  cfg: ConfigRow | undefined,
  d: { repo: CampaignsRepo; outbound: Outbound; quietUntil: () => Promise<Date | undefined> },
  o: RunnerOptions,
): Promise<RunEnd> {
  const jobs: Job[] = [];
  const batchOf = new Map<string, number>();
  // claimed batches not yet done, with how many of their answers are not yet written: their lease is renewed
  const held = new Map<number, number>();
  let answers: Delivered[] = [];
  let done: number[] = [];
  let end: RunEnd = { kind: 'drained' };
  let drained = false;
  let producing = o.producers;
  let failure: unknown;
  // whoever waits for a change (room in the queue, a job, a write done) is woken by signal and looks again
  const waiting: (() => void)[] = [];
  const signal = () => {
    for (const w of waiting.splice(0)) w();
  };
  const wait = () => new Promise<void>((r) => waiting.push(r));
  const fail = (err: unknown) => {
    failure ??= err;
    signal();
  };

  const inputOf = (contactId: string): SendInput => ({
    workspaceId: c.workspaceId,
    channel: c.channel,
    contactId,
    ...(c.body ? { text: c.body } : {}),
    ...(c.template ? { template: c.template } : {}),
    idempotencyKey: `campaign:${c.id}:${contactId}`,
    trackLinks: true,
    campaignId: c.id,
  });

  const writes = new Set<Promise<void>>();
  // flush writes the answers gathered so far, then marks done the batches whose answers are all written (in that
  // order: a crash between the two finds the messages sent and does not send them again)
  const flush = () => {
    const a = answers;
    answers = [];
    if (!a.length && !done.length) return;
    const w = (async () => {
      if (a.length && cfg) await d.outbound.record(cfg, a);
      for (const x of a) {
        const n = batchOf.get(x.id)!;
        batchOf.delete(x.id);
        const left = held.get(n)! - 1;
        held.set(n, left);
        if (!left) done.push(n);
      }
      const finished = done;
      done = [];
      await d.repo.batchesDone(c.id, finished);
      for (const n of finished) held.delete(n);
    })()
      .catch(fail)
      .finally(() => {
        writes.delete(w);
        signal();
      });
    writes.add(w);
  };

  const producer = async () => {
    try {
      while (!failure && !drained) {
        if (jobs.length >= o.lookahead * o.batch) {
          await wait();
          continue;
        }
        const until = await d.quietUntil();
        if (until) {
          end = { kind: 'quiet', until };
          drained = true;
          break;
        }
        const claimed = await d.repo.claimBatch(c.id, c.workspaceId, o.batch, o.leaseS);
        if (!claimed) {
          drained = true;
          break;
        }
        const ids = claimed.recipients.map((x) => x.contactId);
        const contacts = new Map(claimed.recipients.filter((x) => x.contact).map((x) => [x.contactId, x.contact!]));
        held.set(claimed.n, 0);
        // a batch claimed again after a dead worker's lease: a queued row is that worker's, older than half the lease
        const { results, jobs: staged } = await d.outbound.stage(cfg, ids.map(inputOf), {
          reclaimAfterS: Math.floor(o.leaseS / 2),
          contacts,
          first: ids.map(() => !claimed.again),
        });
        // a row queued and not ours to take over yet: the batch is left claimed, it comes back once the lease has passed
        if (results.some((res) => res?.status === 'queued')) {
          held.delete(claimed.n);
          continue;
        }
        held.set(claimed.n, staged.length);
        if (!staged.length) done.push(claimed.n);
        for (const j of staged) {
          batchOf.set(j.messageId, claimed.n);
          jobs.push(j);
        }
        signal();
      }
    } catch (err) {
      fail(err);
    } finally {
      producing -= 1;
      signal();
    }
  };

  const sender = async () => {
    try {
      for (;;) {
        if (failure) return;
        const job = jobs.shift();
        if (!job) {
          if (!producing) return;
          await wait();
          continue;
        }
        if (jobs.length + 1 === o.lookahead * o.batch) signal();
        // awaited first: `answers` is swapped by each flush, the push must reach the array of the moment
        const answer = await d.outbound.deliver(job);
        answers.push(answer);
        // a batch's worth of answers is written in the background; senders wait only when the writes fall behind
        while (answers.length >= o.batch && writes.size >= o.writers && answers.length >= 4 * o.batch && !failure) await wait();
        if (answers.length >= o.batch && writes.size < o.writers) flush();
      }
    } catch (err) {
      fail(err);
    }
  };

  const timer = setInterval(() => {
    if (writes.size < o.writers) flush();
  }, o.flushMs);
  const lease = setInterval(
    () => {
      if (held.size) d.repo.renew(c.id, [...held.keys()]).catch(() => undefined);
    },
    (o.leaseS * 1000) / 3,
  );
  try {
    await Promise.all([...Array.from({ length: o.producers }, producer), ...Array.from({ length: o.concurrency }, sender)]);
    while (writes.size) await Promise.all([...writes]);
    flush();
    while (writes.size) await Promise.all([...writes]);
  } finally {
    clearInterval(timer);
    clearInterval(lease);
  }
  if (failure) throw failure;
  return end;
}
