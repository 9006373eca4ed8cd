// Probes of the database, the job queue and the mail transport, with latencies.
import type { Database } from '../../db/client.js';
import type { Boss } from '../../jobs/boss.js';
import type { Mailer } from '../../mail/mailer.js';

const CHECK_TIMEOUT_MS = 3000;

export type Check = { status: 'up' | 'down'; latencyMs: number; error?: string };
export type HealthDeps = { database: Database; boss: Boss; mailer: Mailer };

async function probe(fn: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([fn(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)))]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (err) {
    return {
      status: 'down',
      latencyMs: Math.round(performance.now() - started),
      error: err instanceof Error && err.message === 'timeout' ? 'timeout' : 'unavailable',
    };
  } finally {
    clearTimeout(timer);
  }
}

// healthChecks runs the three probes in parallel.
export async function healthChecks(deps: HealthDeps) {
  const [database, queue, mail] = await Promise.all([
    probe(() => deps.database.query('SELECT 1')),
    probe(() => deps.boss.getQueueSize('mail.send')),
    probe(() => deps.mailer.verify()),
  ]);
  return { database, queue, mail };
}
