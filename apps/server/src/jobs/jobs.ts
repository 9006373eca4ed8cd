// The job queues' names, the platform mail worker and the helpers that enqueue work. Modules attach the handlers of
// their own queues in their `start` (modules/<name>/index.ts).
import type { Boss } from './boss.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';

export const QUEUES = {
  mail: 'mail.send',
  ratesRefresh: 'currency.refresh',
  prune: 'auth.prune',
  statusPrune: 'site.status-prune',
  resetCode: 'auth.reset-code',
  contactImport: 'contacts.import',
  importSweep: 'contacts.import-sweep',
  dispatchScheduled: 'campaigns.dispatch-scheduled',
  abDecide: 'campaigns.ab-decide',
  crmTrain: 'crm.train',
  invoicingDaily: 'invoicing.daily',
  domainRecheck: 'sending.domain-recheck',
} as const;

// createQueues makes sure every queue exists (idempotent).
export async function createQueues(boss: Boss) {
  // one read on a restart instead of a create (a function call in pg-boss's schema) per queue
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const name of Object.values(QUEUES)) if (!existing.has(name)) await boss.createQueue(name);
}

// enqueueMail returns a sender that puts a message on the mail queue (retried with back-off by the workers).
export function enqueueMail(boss: Boss) {
  return async (mail: OutgoingMail) => {
    await boss.send(QUEUES.mail, mail, { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 });
  };
}

// enqueueResetCode returns a function that queues forgot-password's lookup and mail (so the request does constant work).
export function enqueueResetCode(boss: Boss) {
  return async (task: { email: string }) => {
    await boss.send(QUEUES.resetCode, task, { retryLimit: 3, retryDelay: 5, expireInSeconds: 120 });
  };
}

// enqueueImport returns a function that queues an import run.
export function enqueueImport(boss: Boss) {
  return async (importId: string) => {
    await boss.send(QUEUES.contactImport, { importId }, { retryLimit: 3, retryDelay: 10, expireInSeconds: 3600 });
  };
}

// startMailWorker delivers the queued platform mail; only processes in a worker role call it. Each module attaches its
// own queues' handlers and schedules (its `start`).
export async function startMailWorker(boss: Boss, mailer: Mailer) {
  await boss.work<OutgoingMail>(QUEUES.mail, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) await mailer.send(job.data);
  });
}
