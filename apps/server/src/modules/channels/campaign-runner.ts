// The sending loop of one channel campaign in one process. A producer claims recipients 100 at a time (FOR UPDATE
// SKIP LOCKED, a 60 s lease renewed while they are held) and stages them (their message rows written, queued, in one
// statement); CONCURRENCY senders make the provider calls; a writer records the answers and marks the recipients done
// in one statement per flush. The next batch is claimed while the current one goes out, so the provider is kept busy.
// A crash loses nothing: claimed recipients come back after the lease, and a message row left queued is delivered once
// more (only those whose answer was not yet written — the ones in flight — can reach a recipient twice).
import type { Delivered, Job, Outbound, SendInput } from './outbound.js';
import type { CampaignRow, CampaignsRepo } from './campaigns.repo.js';
import type { ConfigRow } from './channels.repo.js';

export type RunnerOptions = {
  batch: number;
  concurrency: number;
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
  const contactOf = new Map<string, string>();
  // claimed recipients not yet written done: the lease of these is renewed
  const held = new Set<string>();
  let answers: Delivered[] = [];
  let done: { contactId: string; messageId: string }[] = [];
  let end: RunEnd = { kind: 'drained' };
  let produced = false;
  let failure: unknown;
  let wakeConsumers: (() => void)[] = [];
  let wakeProducer: (() => void) | undefined;
  const wake = () => {
    for (const w of wakeConsumers.splice(0)) w();
  };

  const inputOf = (contactId: string): SendInput => ({
    workspaceId: c.workspaceId,
    channel: c.channel,
    contactId,
    ...(c.body ? { text: c.body } : {}),
    ...(c.template ? { template: c.template } : {}),
    idempotencyKey: `campaign:${c.id}:${contactId}`,
    trackLinks: true,
  });

  let writing: Promise<void> = Promise.resolve();
  // flush writes the answers gathered so far, then marks their recipients done (in that order: a crash between the
  // two finds the message sent and does not send it again)
  const flush = () => {
    writing = writing.then(async () => {
      const a = answers;
      const r = done;
      answers = [];
      done = [];
      if (a.length && cfg) await d.outbound.record(cfg, a);
      if (r.length) await d.repo.doneMany(c.id, r);
      for (const x of r) held.delete(x.contactId);
    });
    writing.catch((err: unknown) => {
      failure ??= err;
      wake();
    });
    return writing;
  };

  const producer = (async () => {
    try {
      while (!failure) {
        while (jobs.length >= o.batch && !failure) await new Promise<void>((r) => (wakeProducer = r));
        if (failure) break;
        const until = await d.quietUntil();
        if (until) {
          end = { kind: 'quiet', until };
          break;
        }
        const ids = await d.repo.claim(c.id, o.batch, o.leaseS);
        if (!ids.length) break;
        for (const id of ids) held.add(id);
        // a recipient claimed again after a dead worker's lease: its queued row is that worker's, older than 30 s
        const { results, jobs: staged } = await d.outbound.stage(cfg, ids.map(inputOf), { reclaimAfterS: Math.floor(o.leaseS / 2) });
        results.forEach((res, i) => {
          if (!res) return;
          // queued and not ours to take over yet: left claimed, it comes back once the lease has passed
          if (res.status === 'queued') held.delete(ids[i]);
          else done.push({ contactId: ids[i], messageId: res.messageId });
        });
        for (const j of staged) {
          contactOf.set(j.messageId, j.input.contactId!);
          jobs.push(j);
        }
        wake();
      }
    } catch (err) {
      failure ??= err;
    } finally {
      produced = true;
      wake();
    }
  })();

  const sender = async () => {
    try {
      for (;;) {
        if (failure) return;
        const job = jobs.shift();
        if (!job) {
          if (produced) return;
          await new Promise<void>((r) => wakeConsumers.push(r));
          continue;
        }
        if (jobs.length < o.batch) wakeProducer?.();
        const answer = await d.outbound.deliver(job);
        answers.push(answer);
        done.push({ contactId: contactOf.get(job.messageId)!, messageId: job.messageId });
        contactOf.delete(job.messageId);
        if (answers.length >= o.batch) await flush();
      }
    } catch (err) {
      failure ??= err;
      wake();
      wakeProducer?.();
    }
  };

  const timer = setInterval(() => {
    if (answers.length || done.length) void flush();
  }, o.flushMs);
  const lease = setInterval(
    () => {
      if (held.size) d.repo.renew(c.id, [...held]).catch(() => undefined);
    },
    (o.leaseS * 1000) / 3,
  );
  try {
    await Promise.all([producer, ...Array.from({ length: o.concurrency }, sender)]);
    await flush().catch(() => undefined);
  } finally {
    clearInterval(timer);
    clearInterval(lease);
    wakeConsumers = [];
  }
  if (failure) throw failure;
  return end;
}
