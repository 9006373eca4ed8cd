// SQL for imports: their progress rows, per-row errors, and the batch upsert of contacts.
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { importErrors, imports } from './contacts.schema.js';

export type ImportRow = typeof imports.$inferSelect;
export type ImportsRepo = ReturnType<typeof importsRepo>;
export type BatchContact = { email: string; firstName: string | null; lastName: string | null; phone: string | null; company: string | null; country: string | null; language: string | null; tags: string[]; attributes: Record<string, string> };

// importsRepo holds the import queries.
export function importsRepo(db: Db) {
  return {
    async create(row: typeof imports.$inferInsert) {
      const [created] = await db.insert(imports).values(row).returning();
      return created;
    },
    async find(workspaceId: string, id: string) {
      const [row] = await db.select().from(imports).where(and(eq(imports.workspaceId, workspaceId), eq(imports.id, id)));
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
      const rows = await db.update(imports).set({ ...patch, status: 'queued' }).where(and(eq(imports.workspaceId, workspaceId), eq(imports.id, id), eq(imports.status, 'pending'))).returning();
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
     * so a restart resumes exactly after the last committed batch.
     */
    async commitBatch(p: {
      importId: string;
      workspaceId: string;
      rows: BatchContact[];
      dedupe: 'update' | 'skip';
      listId: string | null;
      errors: { line: number; reason: string; raw: string }[];
      processedRows: number;
      duplicatesInFile: number;
      leaseMs: number;
    }) {
      return db.transaction(async (tx) => {
        let inserted = 0;
        let updated = 0;
        if (p.rows.length) {
          const conflict =
            p.dedupe === 'skip'
              ? sql`do nothing`
              : sql`do update set
                  first_name = coalesce(excluded.first_name, contacts.first_name),
                  last_name = coalesce(excluded.last_name, contacts.last_name),
                  phone = coalesce(excluded.phone, contacts.phone),
                  company = coalesce(excluded.company, contacts.company),
                  country = coalesce(excluded.country, contacts.country),
                  language = coalesce(excluded.language, contacts.language),
                  tags = (select coalesce(array_agg(distinct t), '{}') from unnest(contacts.tags || excluded.tags) t),
                  attributes = contacts.attributes || excluded.attributes,
                  updated_at = now()`;
          // the whole batch travels as one JSON parameter (drizzle would expand a JS array into a list of parameters)
          const batch = JSON.stringify(p.rows.map((r) => ({ email: r.email, first_name: r.firstName, last_name: r.lastName, phone: r.phone, company: r.company, country: r.country, language: r.language, tags: r.tags, attributes: r.attributes })));
          const result = await tx.execute<{ id: string; inserted: boolean }>(sql`
            insert into contacts (workspace_id, email, first_name, last_name, phone, company, country, language, tags, attributes, consent_source, consent_at)
            select ${p.workspaceId}::uuid, u.email, u.first_name, u.last_name, u.phone, u.company, u.country, u.language, coalesce(u.tags, '{}'), coalesce(u.attributes, '{}'), 'import', now()
            from jsonb_to_recordset(${batch}::jsonb)
                 as u(email text, first_name text, last_name text, phone text, company text, country text, language text, tags text[], attributes jsonb)
            on conflict (workspace_id, email) ${conflict}
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
          await tx.insert(importErrors).values(p.errors.map((e) => ({ importId: p.importId, ...e }))).onConflictDoNothing();
        }
        const skipped = p.rows.length - inserted - updated + p.duplicatesInFile;
        await tx
          .update(imports)
          .set({
            processedRows: p.processedRows,
            inserted: sql`${imports.inserted} + ${inserted}`,
            updated: sql`${imports.updated} + ${updated}`,
            skipped: sql`${imports.skipped} + ${skipped}`,
            failed: sql`${imports.failed} + ${p.errors.length}`,
            claimedUntil: new Date(Date.now() + p.leaseMs),
          })
          .where(eq(imports.id, p.importId));
        return { inserted, updated, skipped };
      });
    },
  };
}
