// Queues, workers and schedules of the foundation: outgoing product mail, rate refresh, housekeeping.
import type { Boss } from './boss.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import type { Services } from '../http/types.js';

export const QUEUES = { mail: 'mail.send', ratesRefresh: 'currency.refresh', prune: 'auth.prune' } as const;

// createQueues makes sure every queue exists (idempotent).
export async function createQueues(boss: Boss) {
  for (const name of Object.values(QUEUES)) await boss.createQueue(name);
}

// enqueueMail returns a sender that puts a message on the mail queue (retried with back-off by the workers).
export function enqueueMail(boss: Boss) {
  return async (mail: OutgoingMail) => {
    await boss.send(QUEUES.mail, mail, { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 });
  };
}

// startWorkers attaches the handlers and schedules; only processes in a worker role call it.
export async function startWorkers(boss: Boss, mailer: Mailer, services: Services) {
  await boss.work<OutgoingMail>(QUEUES.mail, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) await mailer.send(job.data);
  });
  await boss.work(QUEUES.ratesRefresh, async () => {
    await services.currency.refresh();
  });
  await boss.work(QUEUES.prune, async () => {
    await services.auth.prune();
    await services.status.pruneSamples();
  });
  await boss.schedule(QUEUES.ratesRefresh, '15 3 * * *');
  await boss.schedule(QUEUES.prune, '0 * * * *');
}
