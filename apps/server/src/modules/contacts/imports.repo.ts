// SQL for imports: their progress rows, per-row errors, and the batch upsert of contacts (COPY + merge on PostgreSQL).
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { uuidv7 } from '../../db/uuidv7.js';
import { existingEmails, lockContactRoom, planOfWorkspace } from '../billing/index.js';
import type { Conn, ContactRoom } from '../billing/index.js';
import { importErrors, imports } from './contacts.schema.js';

const IMPORT_LANES = 2;
/** Pending-list size of the GIN indexes while an import commits, and the memory that merges it into the index. */
const GIN_PENDING_KB = 64 * 1024;
const GIN_MERGE_MB = 64;
const CONTACT_GIN_INDEXES = ['contacts_search_idx', 'contacts_tags_gin', 'contacts_attributes_gin'];

export type ImportRow = typeof imports.$inferSelect;
export type ImportsRepo = ReturnType<typeof importsRepo>;
export type CommitBatch = {
  importId: string;
  workspaceId: string;
  rows: BatchContact[];
  dedupe: 'update' | 'skip';
  listId: string | null;
  errors: { line: number; reason: string; raw: string }[];
  processedRows: number;
  /** Later rows of an address already in this batch that were dropped (first wins): counted as skipped. */
  duplicatesInFile: number;
  /** Later rows of an address already in this batch whose values won (last wins): counted as updated. */
  mergedInFile: number;
  leaseMs: number;
  /** Set when the import runs in parallel lanes: this batch's lane, whose progress it advances. */
  lane?: { index: number; count: number };
  /**
   * Set when the workspace's plan limits its contacts: the stored reason of a row rejected for want of room (the rows
   * then carry their line and raw text).
   */
  contactLimitReason?: (room: ContactRoom) => string;
};
export type BatchContact = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  company: string | null;
  country: string | null;
  language: string | null;
  tags: string[];
  attributes: Record<string, string>;
  /** The row's line and text, kept only when the plan limits contacts (a row past the limit is rejected with them). */
  line?: number;
  raw?: string;
};

// importsRepo holds the import queries.
export function importsRepo(db: Db) {
  // on a PostgreSQL server drizzle's client is a pg pool, and batches go through COPY (PGlite has no COPY FROM STDIN)
  const client: unknown = (db as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : undefined;
  return {
    /** Parallel commit lanes: two on a PostgreSQL server (the merge keeps one backend busy; two use both cores), one on PGlite. */
    lanes: pool ? IMPORT_LANES : 1,
    /** The plan of the workspace (its contact limit decides whether batches must make room). */
    planOf: (workspaceId: string) => planOfWorkspace(db, workspaceId),
    async create(row: typeof imports.$inferInsert) {
      const [created] = await db.insert(imports).values(row).returning();
      return created;
    },
    async find(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(imports)
        .where(and(eq(imports.workspaceId, workspaceId), eq(imports.id, id)));
      return row;
    },
    async findById(id: string) {
      const [row] = await db.select().from(imports).where(eq(imports.id, id));
      return row;
    },
    async list(workspaceId: string, limit: number) {
      return db.select().from(imports).where(eq(imports.workspaceId, workspaceId)).orderBy(desc(imports.createdAt)).limit(limit);
    },
    async update(id: string, patch: Partial<typeof imports.$inferInsert>) {
      const [row] = await db.update(imports).set(patch).where(eq(imports.id, id)).returning();
      return row;
    },
    /** Moves a pending import to queued; false if it was not pending. */
    async queue(workspaceId: string, id: string, patch: Partial<typeof imports.$inferInsert>) {
      const rows = await db
        .update(imports)
        .set({ ...patch, status: 'queued' })
        .where(and(eq(imports.workspaceId, workspaceId), eq(imports.id, id), eq(imports.status, 'pending')))
        .returning();
      return rows[0];
    },
    /** Takes the lease of an unfinished import unless another worker holds a live one. */
    async claim(id: string, leaseMs: number) {
      const [row] = await db
        .update(imports)
        .set({ claimedUntil: new Date(Date.now() + leaseMs) })
        .where(and(eq(imports.id, id), inArray(imports.status, ['queued', 'running']), or(isNull(imports.claimedUntil), lt(imports.claimedUntil, new Date()))))
        .returning();
      return row;
    },
    async release(id: string) {
      await db.update(imports).set({ claimedUntil: null }).where(eq(imports.id, id));
    },
    /** Unfinished imports whose worker is gone (expired or no lease). */
    async orphaned() {
      return db
        .select({ id: imports.id })
        .from(imports)
        .where(and(inArray(imports.status, ['queued', 'running']), or(isNull(imports.claimedUntil), lt(imports.claimedUntil, new Date()))));
    },
    async errors(importId: string) {
      return db.select().from(importErrors).where(eq(importErrors.importId, importId)).orderBy(asc(importErrors.line));
    },

    /**
     * Upserts one batch, records its row errors and advances the progress counters in one transaction,
     * so a restart resumes exactly after the last committed batch. On a PostgreSQL server the batch is
     * COPY'd into a temporary staging table and merged with one statement; on PGlite it travels as JSON.
     */
    commitBatch: (p: CommitBatch) => (pool ? commitByCopy(pool, p) : commitByJson(p)),
    /** Merges the GIN pending lists the import's batches filled, so searches and segment rules scan no long list afterwards. */
    async finishImport() {
      if (!pool) return;
      const client = await pool.connect();
      try {
        await client.query(`set maintenance_work_mem = '256MB'`);
        // only the indexes' owner may merge (the migrating user, normally); otherwise the next insert or vacuum does
        for (const index of CONTACT_GIN_INDEXES) await client.query('select gin_clean_pending_list($1::regclass)', [index]).catch(() => undefined);
      } finally {
        await client.query('reset maintenance_work_mem').catch(() => undefined);
        client.release();
      }
    },
  };
  async function commitByJson(batch: CommitBatch) {
    return db.transaction(async (tx) => {
      const p = await limitBatch(tx, batch);
      let inserted = 0;
      let updated = 0;
      if (p.rows.length) {
        // the whole batch travels as one JSON parameter (drizzle would expand a JS array into a list of parameters)
        const batch = JSON.stringify(
          p.rows.map((r) => ({
            email: r.email,
            first_name: r.firstName,
            last_name: r.lastName,
            phone: r.phone,
            company: r.company,
            country: r.country,
            language: r.language,
            tags: r.tags,
            attributes: r.attributes,
          })),
        );
        const result = await tx.execute<{ id: string; inserted: boolean }>(sql`
          insert into contacts (workspace_id, email, first_name, last_name, phone, company, country, language, tags, attributes, consent_source, consent_at)
          select ${p.workspaceId}::uuid, u.email, u.first_name, u.last_name, u.phone, u.company, u.country, u.language, coalesce(u.tags, '{}'), coalesce(u.attributes, '{}'), 'import', now()
          from jsonb_to_recordset(${batch}::jsonb)
               as u(email text, first_name text, last_name text, phone text, company text, country text, language text, tags text[], attributes jsonb)
          on conflict (workspace_id, email) ${sql.raw(onConflict(p.dedupe))}
          returning id, (xmax = 0) as inserted`);
        const returned = result.rows;
        inserted = returned.filter((r) => r.inserted).length;
        updated = returned.length - inserted;
        if (p.listId && returned.length) {
          await tx.execute(sql`
            insert into list_members (list_id, contact_id, workspace_id, status, confirmed_at)
            select ${p.listId}::uuid, id::uuid, ${p.workspaceId}::uuid, 'confirmed', now() from jsonb_array_elements_text(${JSON.stringify(returned.map((r) => r.id))}::jsonb) as id
            on conflict do nothing`);
        }
      }
      if (p.errors.length) {
        await tx
          .insert(importErrors)
          .values(p.errors.map((e) => ({ importId: p.importId, ...e })))
          .onConflictDoNothing();
      }
      const skipped = p.rows.length - inserted - updated + p.duplicatesInFile;
      const changed = updated + p.mergedInFile;
      await tx
        .update(imports)
        .set({
          processedRows: p.processedRows,
          inserted: sql`${imports.inserted} + ${inserted}`,
          updated: sql`${imports.updated} + ${changed}`,
          skipped: sql`${imports.skipped} + ${skipped}`,
          failed: sql`${imports.failed} + ${p.errors.length}`,
          claimedUntil: new Date(Date.now() + p.leaseMs),
        })
        .where(eq(imports.id, p.importId));
      return { inserted, updated: changed, skipped };
    });
  }
}

// onConflict is the import's de-duplication against existing contacts: later values win, tags and attributes merge; or skip.
function onConflict(dedupe: 'update' | 'skip') {
  if (dedupe === 'skip') return 'do nothing';
  return `do update set
    first_name = coalesce(excluded.first_name, contacts.first_name),
    last_name = coalesce(excluded.last_name, contacts.last_name),
    phone = coalesce(excluded.phone, contacts.phone),
    company = coalesce(excluded.company, contacts.company),
    country = coalesce(excluded.country, contacts.country),
    language = coalesce(excluded.language, contacts.language),
    tags = (select coalesce(array_agg(distinct t), '{}') from unnest(contacts.tags || excluded.tags) t),
    attributes = contacts.attributes || excluded.attributes,
    updated_at = now()`;
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '' };
// copyValue writes one value in COPY's text format (NUL bytes, which PostgreSQL text cannot hold, are dropped).
const copyValue = (v: string | null) => (v === null ? '\\N' : /[\\\t\n\r\0]/.test(v) ? v.replace(/[\\\t\n\r\0]/g, (c) => COPY_ESCAPES[c]) : v);
const arrayLiteral = (xs: string[]) => `{${xs.map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

// copyLines renders a batch as COPY text rows of contact_import_stage, in chunks of about 1,000 rows.
function* copyLines(p: CommitBatch) {
  let chunk = '';
  let n = 0;
  for (const r of p.rows) {
    chunk += `\\N\t${copyValue(r.email)}\t${copyValue(r.firstName)}\t${copyValue(r.lastName)}\t${copyValue(r.phone)}\t${copyValue(r.company)}\t${copyValue(r.country)}\t${copyValue(r.language)}\t${copyValue(arrayLiteral(r.tags))}\t${copyValue(JSON.stringify(r.attributes))}\t\\N\t\\N\t${uuidv7()}\n`;
    if (++n % 1000 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  for (const e of p.errors) chunk += `${e.line}\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t${copyValue(e.reason)}\t${copyValue(e.raw)}\t\\N\n`;
  if (chunk) yield chunk;
}

/** Connections that already hold the staging table (a temporary table lives as long as its connection). */
const staged = new WeakSet<pg.PoolClient>();

// limitBatch keeps the rows the plan has room for (existing contacts always, new ones in file order while places are
// left) and turns the others into row errors; it holds the workspace's contact lock until the batch commits.
async function limitBatch(tx: Conn, p: CommitBatch): Promise<CommitBatch> {
  if (!p.contactLimitReason || !p.rows.length) return p;
  const room = await lockContactRoom(tx, p.workspaceId);
  if (room.limit === null || p.rows.length <= room.free) return p;
  const known = await existingEmails(
    tx,
    p.workspaceId,
    p.rows.map((r) => r.email),
  );
  const reason = p.contactLimitReason(room);
  let free = room.free;
  const rows: BatchContact[] = [];
  const errors = [...p.errors];
  for (const r of p.rows) {
    if (known.has(r.email)) rows.push(r);
    else if (free > 0) {
      free -= 1;
      rows.push(r);
    } else errors.push({ line: r.line ?? 0, reason, raw: r.raw ?? r.email });
  }
  return { ...p, rows, errors };
}

// commitByCopy commits a batch on a PostgreSQL server: COPY into the session's staging table, then one merge statement.
async function commitByCopy(pool: pg.Pool, batch: CommitBatch) {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    if (!staged.has(client)) {
      await client.query(`create temporary table if not exists contact_import_stage (
        line int, email text, first_name text, last_name text, phone text, company text, country text, language text,
        tags text[], attributes jsonb, error text, raw text, id uuid) on commit delete rows`);
      staged.add(client);
    }
    await client.query('begin');
    try {
      // a crash may lose the last commits, but the progress counters are lost with them: the import resumes before them.
      // The GIN indexes (search, tags, attributes) gather the batch's entries in their pending lists and merge them into
      // the index in large sorted runs: a bigger list and more memory for the merge cost the import ~20 % less database
      // time than merging every 4 MB; finishImport() merges what is left
      await client.query(
        `set local synchronous_commit = off; set local gin_pending_list_limit = '${GIN_PENDING_KB}kB'; set local work_mem = '${GIN_MERGE_MB}MB'`,
      );
      // a plan's contact limit is checked on this connection, inside this transaction
      const p = batch.contactLimitReason ? await limitBatch(drizzle({ client, schema }), batch) : batch;
      await pipeline(Readable.from(copyLines(p)), client.query(copyFrom('copy contact_import_stage from stdin')));
      const { rows } = await client.query<{ affected: number; inserted: number }>(
        `with up as (
           insert into contacts (id, workspace_id, email, first_name, last_name, phone, company, country, language, tags, attributes, consent_source, consent_at)
           select id, $1::uuid, email, first_name, last_name, phone, company, country, language, coalesce(tags, '{}'), coalesce(attributes, '{}'), 'import', now()
           from contact_import_stage where error is null
           order by email
           on conflict (workspace_id, email) ${onConflict(p.dedupe)}
           returning id, (xmax = 0) as inserted
         ), members as (
           insert into list_members (list_id, contact_id, workspace_id, status, confirmed_at)
           select $2::uuid, id, $1::uuid, 'confirmed', now() from up where $2::uuid is not null
           on conflict do nothing
         )
         select count(*)::int as affected, (count(*) filter (where inserted))::int as inserted from up`,
        [p.workspaceId, p.listId],
      );
      const inserted = rows[0].inserted;
      const updated = rows[0].affected - inserted;
      if (p.errors.length) {
        await client.query(
          `insert into contact_import_errors (import_id, line, reason, raw)
           select $1::uuid, line, error, raw from contact_import_stage where error is not null on conflict do nothing`,
          [p.importId],
        );
      }
      const skipped = p.rows.length - inserted - updated + p.duplicatesInFile;
      const changed = updated + p.mergedInFile;
      // a lane records its own progress; processed_rows is what every lane has committed (the least of them). The row
      // lock is NO KEY UPDATE: a lane's error rows hold KEY SHARE on the import row (their foreign key), and FOR UPDATE
      // against the other lane's KEY SHARE deadlocked the two lanes
      let processed = p.processedRows;
      let laneRows: number[] | null = null;
      if (p.lane) {
        const { rows: current } = await client.query<{ lane_rows: number[] | null; processed_rows: number }>(
          'select lane_rows, processed_rows from contact_imports where id = $1 for no key update',
          [p.importId],
        );
        const before = current[0]?.lane_rows;
        laneRows = before?.length === p.lane.count ? [...before] : Array<number>(p.lane.count).fill(current[0]?.processed_rows ?? 0);
        laneRows[p.lane.index] = Math.max(laneRows[p.lane.index], p.processedRows);
        processed = Math.min(...laneRows);
      }
      await client.query(
        `update contact_imports set processed_rows = $2, inserted = inserted + $3, updated = updated + $4, skipped = skipped + $5,
           failed = failed + $6, claimed_until = $7, lane_rows = $8 where id = $1`,
        [p.importId, processed, inserted, changed, skipped, p.errors.length, new Date(Date.now() + p.leaseMs), laneRows],
      );
      await client.query('commit');
      return { inserted, updated: changed, skipped };
    } catch (err) {
      await client.query('rollback').catch((e: Error) => (broken = e));
      throw err;
    }
  } finally {
    client.release(broken);
  }
}
