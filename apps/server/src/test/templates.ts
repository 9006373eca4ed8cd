// Migrated database templates for the test harness: each new test app starts from a copy instead of running initdb
// and every migration again (about 3 s of each PGlite app's start, 1–2 s of a PostgreSQL one).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.js';

// migrationsKey names the schema a template holds: a hash of every committed migration and the PGlite version.
function migrationsKey(): string {
  const dir = migrationsFolder();
  const hash = crypto.createHash('sha256');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const f of files) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
  hash.update(fs.readFileSync(path.join(dir, 'meta', '_journal.json')));
  const pglite = path.join(path.dirname(dir), 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const rootPglite = path.resolve(path.dirname(dir), '../../node_modules/@electric-sql/pglite/package.json');
  for (const p of [pglite, rootPglite]) if (fs.existsSync(p)) hash.update(JSON.parse(fs.readFileSync(p, 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

let key: string | undefined;
const templateKey = () => (key ??= migrationsKey());

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * pgliteTemplateBlob returns a tarball of a migrated in-memory PGlite, made once per schema in the temp dir and shared
 * by every test process (written to a unique name, then renamed into place, so concurrent makers never clash).
 */
export function pgliteTemplateBlob(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `ulak-pglite-template-${templateKey()}.tar`);
    if (!fs.existsSync(file)) {
      const database = await openDatabase({ dataDir: 'memory://' });
      try {
        await database.migrate();
        const dump = await database.dumpDataDir!();
        const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        fs.renameSync(partial, file);
      } finally {
        await database.close();
      }
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return pgliteTemplate;
}

const TEMPLATE_LOCK = 727274002;

/**
 * postgresTemplate returns the name of a migrated PostgreSQL database to copy new test databases from
 * (`CREATE DATABASE … TEMPLATE`), made once per schema under an advisory lock. Templates are left in place (runs on
 * other schemas may be copying theirs); `.ci/run` drops them with its database.
 */
export async function postgresTemplate(baseUrl: string): Promise<string> {
  const name = `ulak_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(baseUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // the migrating pool's backends may still be leaving
    await whileBusy(() => admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

/** whileBusy retries a statement PostgreSQL refuses because another session is still in the database (SQLSTATE 55006). */
export async function whileBusy<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await statement();
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt >= 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
