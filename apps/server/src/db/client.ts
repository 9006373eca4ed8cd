// Opens the database: embedded PGlite under the data dir by default, a PostgreSQL server when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;
export type SqlRows = { rows: Record<string, unknown>[] };

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Parameterised SQL (one statement). */
  query: (text: string, values?: unknown[]) => Promise<SqlRows>;
  /** Multi-statement SQL without parameters. */
  exec: (text: string) => Promise<SqlRows>;
  migrate: () => Promise<void>;
  /** PGlite only: the database as a tarball (`openDatabase`'s `pgliteTemplate`). */
  dumpDataDir?: () => Promise<Blob>;
  close: () => Promise<void>;
};

// migrationsFolder finds the committed SQL migrations beside the source or the built bundle.
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../drizzle'), path.resolve(here, '../../drizzle')];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * openDatabase connects to PostgreSQL when a URL is given, else opens PGlite in dataDir (in memory when dataDir is
 * 'memory://'). `pgliteTemplate` (a `dumpDataDir` tarball of an already migrated database) starts an in-memory PGlite
 * from it instead of running initdb: the tests' way to skip initdb and the migrations for each new app.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; pgliteTemplate?: Blob }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.pgliteTemplate);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  const query = async (text: string, values?: unknown[]) => {
    const r = await pool.query(text, values as unknown[] | undefined);
    return { rows: r.rows as Record<string, unknown>[] };
  };
  const exec = async (text: string) => {
    const r = (await pool.query(text)) as pg.QueryResult | pg.QueryResult[];
    const last = Array.isArray(r) ? r[r.length - 1] : r;
    return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
  };
  return {
    kind: 'postgres',
    db,
    query,
    exec,
    // several processes may start at once: one migrates while the others wait on the advisory lock
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(727274001)');
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727274001)').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite's PostgreSQL settings. shared_buffers is PostgreSQL's 128 MB default otherwise, all of it touched at start in
 * the WebAssembly heap (which never shrinks): 16 MB keeps an idle instance ~110 MB smaller; the data files stay in the
 * operating system's page cache either way (docs/benchmarks.md, "Idle memory"). ULAK_PGLITE_SHARED_BUFFERS overrides.
 */
function pgliteSettings(): string[] {
  return [`shared_buffers=${process.env.ULAK_PGLITE_SHARED_BUFFERS || '16MB'}`];
}

// pgliteDir is where the embedded database of a data dir lives.
const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether a data dir already holds an embedded database (a new one is created by the first start). */
export function hasPgliteDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));
}

async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir && dataDir !== 'memory://') {
    dir = pgliteDir(dataDir);
    fs.mkdirSync(dir, { recursive: true });
  }
  // pg_trgm serves the CRM's lead search (trigram GIN index), as on a PostgreSQL server
  const options = { extensions: { pg_trgm }, postgresqlconf: pgliteSettings(), ...(template && !dir ? { loadDataDir: template } : {}) };
  // a new data dir is created and migrated by a short-lived child process of the server (main.ts), whose memory leaves with it
  const client = dir ? await PGlite.create(dir, options) : await PGlite.create(options);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    query: async (text, values) => {
      const r = await client.query(text, values as unknown[] | undefined);
      return { rows: r.rows as Record<string, unknown>[] };
    },
    exec: async (text) => {
      const results = await client.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() });
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
