// Starts pg-boss on the same database as the app: PGlite through pg-boss's custom db adapter, PostgreSQL directly.
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

export type Boss = PgBoss;

// startBoss creates the job queue; supervise/schedule run only in worker roles.
export async function startBoss(database: Database, opts: { databaseUrl?: string; worker: boolean }): Promise<PgBoss> {
  const common = {
    supervise: opts.worker,
    schedule: opts.worker,
    migrate: true,
  };
  const boss = opts.databaseUrl
    ? new PgBoss({ connectionString: opts.databaseUrl, max: 4, ...common })
    : new PgBoss({
        ...common,
        db: {
          // pg-boss sends multi-statement scripts (its own migrations) without values: those need exec
          executeSql: (text: string, values?: unknown[]) => (values && values.length > 0 ? database.query(text, values) : database.exec(text)),
        },
      });
  boss.on('error', () => undefined);
  await boss.start();
  return boss;
}
