// Queues, workers and schedules of the foundation: outgoing product mail, rate refresh, housekeeping.
import type { Boss } from './boss.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import type { Services } from '../http/types.js';

export const QUEUES = {
  mail: 'mail.send',
  ratesRefresh: 'currency.refresh',
  prune: 'auth.prune',
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

// startWorkers attaches the handlers and schedules; only processes in a worker role call it.
export async function startWorkers(boss: Boss, mailer: Mailer, services: Services) {
  await boss.work<OutgoingMail>(QUEUES.mail, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) await mailer.send(job.data);
  });
  await boss.work<{ email: string }>(QUEUES.resetCode, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await services.auth.sendResetCode(job.data.email);
  });
  await boss.work(QUEUES.ratesRefresh, async () => {
    await services.currency.refresh();
  });
  await boss.work(QUEUES.prune, async () => {
    await services.auth.prune();
    await services.status.pruneSamples();
  });
  await boss.work<{ importId: string }>(QUEUES.contactImport, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    try {
      await services.imports.run(job.data.importId);
    } catch (err) {
      await services.imports.fail(job.data.importId, err instanceof Error ? err.message : 'import failed');
    }
  });
  await boss.work(QUEUES.importSweep, async () => {
    await services.imports.resumeOrphans();
  });
  await boss.work(QUEUES.dispatchScheduled, async () => {
    await services.campaigns.dispatchScheduled();
  });
  await boss.work<{ campaignId: string }>(QUEUES.abDecide, async ([job]) => {
    await services.campaigns.decideAbTest(job.data.campaignId);
  });
  await boss.work(QUEUES.crmTrain, async () => {
    await services.crm.trainAll();
  });
  // overdue marking, payment reminders and recurring invoices; hourly and idempotent, so a missed hour catches up
  await boss.work<{ day?: string }>(QUEUES.invoicingDaily, async ([job]) => {
    await services.invoicing.schedules.runDaily(job?.data?.day);
  });
  // sending domains: each is re-checked once its last check is a day old; hourly runs catch up after any downtime
  await boss.work(QUEUES.domainRecheck, async () => {
    await services.identities.recheckDue();
  });
  await boss.schedule(QUEUES.domainRecheck, '40 * * * *');
  await boss.schedule(QUEUES.crmTrain, '30 2 * * *');
  await boss.schedule(QUEUES.invoicingDaily, '5 * * * *');
  await boss.schedule(QUEUES.dispatchScheduled, '* * * * *');
  await boss.schedule(QUEUES.ratesRefresh, '15 3 * * *');
  await boss.schedule(QUEUES.importSweep, '* * * * *');
  await services.imports.resumeOrphans();
  await boss.schedule(QUEUES.prune, '0 * * * *');
}
