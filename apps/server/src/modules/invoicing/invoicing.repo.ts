// SQL for invoices, their lines and payments, and the gap-free number counters. Every query is scoped by workspace;
// transaction() hands a repo bound to one transaction, so the service keeps the rules and the repo only the SQL.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { InvoiceListQuery } from '@ulak/shared';
import type * as schema from '../../db/schema.js';
import { invoiceAttachments, invoiceCounters, invoiceCustomers, invoiceLines, invoicePayments, invoices } from './invoicing.schema.js';

export type Conn = PgDatabase<NodePgQueryResultHKT, typeof schema>;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type LineRow = typeof invoiceLines.$inferSelect;
export type NewLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId' | 'workspaceId'>;
export type PaymentRow = typeof invoicePayments.$inferSelect;
export type AttachmentRow = typeof invoiceAttachments.$inferSelect;
/** An attachment without its bytes (lists and views). */
export type AttachmentMeta = Omit<AttachmentRow, 'bytes' | 'workspaceId' | 'invoiceId'>;
export type InvoiceStatusValue = InvoiceRow['status'];
export type ListRow = InvoiceRow & { customerName: string; customerEmail: string | null };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS = { created_at: invoices.createdAt, issue_date: invoices.issueDate, due_date: invoices.dueDate, total: invoices.totalMinor } as const;

// orderOf maps the whitelisted sort to ORDER BY terms (numbers sort by year then sequence; drafts have none).
function orderOf(q: InvoiceListQuery): SQL[] {
  const dir = q.order === 'asc' ? asc : desc;
  if (q.sort === 'number')
    return q.order === 'asc'
      ? [sql`${invoices.numberYear} asc nulls first`, sql`${invoices.numberSeq} asc nulls first`]
      : [sql`${invoices.numberYear} desc nulls last`, sql`${invoices.numberSeq} desc nulls last`];
  return [dir(SORT_COLUMNS[q.sort]), dir(invoices.id)];
}

export type InvoiceQueries = ReturnType<typeof queries>;
export type InvoicesRepo = InvoiceQueries & {
  /** Runs fn in one transaction with queries bound to it; a thrown error rolls everything back. */
  transaction<T>(fn: (tx: InvoiceQueries) => Promise<T>): Promise<T>;
};

// invoicesRepo holds the invoice queries over the database, plus transaction().
export function invoicesRepo(db: Conn): InvoicesRepo {
  return { ...queries(db), transaction: (fn) => db.transaction((tx) => fn(queries(tx))) };
}

// queries are the invoice statements over a connection or a transaction.
function queries(db: Conn) {
  const byId = (workspaceId: string, id: string) => and(eq(invoices.workspaceId, workspaceId), eq(invoices.id, id));
  return {
    async list(workspaceId: string, q: InvoiceListQuery): Promise<{ items: ListRow[]; total: number }> {
      const pattern = q.search ? `%${escapeLike(q.search.toLowerCase())}%` : undefined;
      const where = and(
        eq(invoices.workspaceId, workspaceId),
        q.status ? eq(invoices.status, q.status) : undefined,
        q.kind ? eq(invoices.kind, q.kind) : undefined,
        q.customerId ? eq(invoices.customerId, q.customerId) : undefined,
        q.from ? gte(invoices.issueDate, q.from) : undefined,
        q.to ? lte(invoices.issueDate, q.to) : undefined,
        pattern
          ? sql`(lower(coalesce(${invoices.number}, '')) like ${pattern} or lower(${invoiceCustomers.name}) like ${pattern} or lower(coalesce(${invoices.buyer}->>'name', '')) like ${pattern} or lower(coalesce(${invoices.reference}, '')) like ${pattern})`
          : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ invoice: invoices, customerName: invoiceCustomers.name, customerEmail: invoiceCustomers.email })
          .from(invoices)
          .innerJoin(invoiceCustomers, and(eq(invoiceCustomers.id, invoices.customerId), eq(invoiceCustomers.workspaceId, invoices.workspaceId)))
          .where(where)
          .orderBy(...orderOf(q))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db
          .select({ total: count() })
          .from(invoices)
          .innerJoin(invoiceCustomers, and(eq(invoiceCustomers.id, invoices.customerId), eq(invoiceCustomers.workspaceId, invoices.workspaceId)))
          .where(where),
      ]);
      return { items: rows.map((r) => ({ ...r.invoice, customerName: r.customerName, customerEmail: r.customerEmail })), total: Number(total) };
    },
    async find(workspaceId: string, id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(byId(workspaceId, id));
      return row;
    },
    async findById(id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },
    /** Reads and row-locks an invoice until the surrounding transaction ends. */
    async lock(workspaceId: string, id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(byId(workspaceId, id)).for('update');
      return row;
    },
    async lines(invoiceId: string): Promise<LineRow[]> {
      return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
    },
    async insert(row: NewInvoice, lines: NewLine[]): Promise<InvoiceRow> {
      const [created] = await db.insert(invoices).values(row).returning();
      if (lines.length) await db.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: created.id, workspaceId: created.workspaceId })));
      return created;
    },
    async replaceLines(invoice: { id: string; workspaceId: string }, lines: NewLine[]) {
      await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
      if (lines.length) await db.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: invoice.id, workspaceId: invoice.workspaceId })));
    },
    async update(workspaceId: string, id: string, patch: Partial<NewInvoice>): Promise<InvoiceRow | undefined> {
      const [row] = await db.update(invoices).set(patch).where(byId(workspaceId, id)).returning();
      return row;
    },
    /** Changes an invoice only while it is in one of the given statuses (atomic); undefined otherwise. */
    async transition(workspaceId: string, id: string, from: InvoiceStatusValue[], patch: Partial<NewInvoice>): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .update(invoices)
        .set(patch)
        .where(and(byId(workspaceId, id), inArray(invoices.status, from)))
        .returning();
      return row;
    },
    async removeDraft(workspaceId: string, id: string): Promise<boolean> {
      // a draft with a prepayment stays: deleting it would delete the payment record with it
      const rows = await db
        .delete(invoices)
        .where(and(byId(workspaceId, id), eq(invoices.status, 'draft'), eq(invoices.paidMinor, 0)))
        .returning({ id: invoices.id });
      return rows.length > 0;
    },
    /**
     * Takes the next number of a series and year. Call it inside the finalising transaction: the counter row stays
     * locked until commit (concurrent finalisations queue behind it) and a rollback gives the number back, so the
     * series has no gaps and no duplicates.
     */
    async nextNumber(workspaceId: string, series: 'invoice' | 'credit_note', year: number): Promise<number> {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ workspaceId, series, year, lastValue: 1 })
        .onConflictDoUpdate({
          target: [invoiceCounters.workspaceId, invoiceCounters.series, invoiceCounters.year],
          set: { lastValue: sql`${invoiceCounters.lastValue} + 1` },
        })
        .returning({ value: invoiceCounters.lastValue });
      return row.value;
    },
    /** First view of the public link: records viewed_at and moves sent → viewed. */
    async markViewed(id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .update(invoices)
        .set({
          viewedAt: sql`coalesce(${invoices.viewedAt}, now())`,
          status: sql`case when ${invoices.status} in ('issued', 'sent') then 'viewed' else ${invoices.status} end`,
        })
        .where(and(eq(invoices.id, id), ne(invoices.status, 'draft')))
        .returning();
      return row;
    },

    async insertPayment(row: typeof invoicePayments.$inferInsert): Promise<PaymentRow> {
      const [created] = await db.insert(invoicePayments).values(row).returning();
      return created;
    },
    async payments(workspaceId: string, invoiceId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(invoicePayments)
        .where(and(eq(invoicePayments.workspaceId, workspaceId), eq(invoicePayments.invoiceId, invoiceId)))
        .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
    },
    /** Quantity already credited per original line, over the credit notes of an invoice that are not cancelled. */
    async creditedQuantities(workspaceId: string, originalInvoiceId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ lineId: invoiceLines.originalLineId, qty: sql<string>`sum(${invoiceLines.quantity})` })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(
          and(
            eq(invoices.workspaceId, workspaceId),
            eq(invoices.originalInvoiceId, originalInvoiceId),
            ne(invoices.status, 'cancelled'),
            isNotNull(invoiceLines.originalLineId),
          ),
        )
        .groupBy(invoiceLines.originalLineId);
      return new Map(rows.map((r) => [String(r.lineId), Number(r.qty)]));
    },
    async creditNotes(workspaceId: string, originalInvoiceId: string): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.originalInvoiceId, originalInvoiceId)))
        .orderBy(asc(invoices.createdAt));
    },
    /** The attachments of an invoice without their bytes, oldest first. */
    async attachments(workspaceId: string, invoiceId: string): Promise<AttachmentMeta[]> {
      return db
        .select({
          id: invoiceAttachments.id,
          filename: invoiceAttachments.filename,
          mime: invoiceAttachments.mime,
          description: invoiceAttachments.description,
          size: invoiceAttachments.size,
          createdAt: invoiceAttachments.createdAt,
        })
        .from(invoiceAttachments)
        .where(and(eq(invoiceAttachments.workspaceId, workspaceId), eq(invoiceAttachments.invoiceId, invoiceId)))
        .orderBy(asc(invoiceAttachments.createdAt), asc(invoiceAttachments.id));
    },
    /** The attachments of an invoice with their bytes (for the e-invoices), oldest first. */
    async attachmentFiles(workspaceId: string, invoiceId: string): Promise<AttachmentRow[]> {
      return db
        .select()
        .from(invoiceAttachments)
        .where(and(eq(invoiceAttachments.workspaceId, workspaceId), eq(invoiceAttachments.invoiceId, invoiceId)))
        .orderBy(asc(invoiceAttachments.createdAt), asc(invoiceAttachments.id));
    },
    async attachment(workspaceId: string, invoiceId: string, id: string): Promise<AttachmentRow | undefined> {
      const [row] = await db
        .select()
        .from(invoiceAttachments)
        .where(and(eq(invoiceAttachments.workspaceId, workspaceId), eq(invoiceAttachments.invoiceId, invoiceId), eq(invoiceAttachments.id, id)));
      return row;
    },
    async insertAttachment(row: typeof invoiceAttachments.$inferInsert): Promise<AttachmentMeta> {
      const [created] = await db.insert(invoiceAttachments).values(row).returning({
        id: invoiceAttachments.id,
        filename: invoiceAttachments.filename,
        mime: invoiceAttachments.mime,
        description: invoiceAttachments.description,
        size: invoiceAttachments.size,
        createdAt: invoiceAttachments.createdAt,
      });
      return created;
    },
    async removeAttachment(workspaceId: string, invoiceId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(invoiceAttachments)
        .where(and(eq(invoiceAttachments.workspaceId, workspaceId), eq(invoiceAttachments.invoiceId, invoiceId), eq(invoiceAttachments.id, id)))
        .returning({ id: invoiceAttachments.id });
      return rows.length > 0;
    },
    async numberOf(workspaceId: string, id: string): Promise<{ number: string | null; issueDate: string } | undefined> {
      const [row] = await db.select({ number: invoices.number, issueDate: invoices.issueDate }).from(invoices).where(byId(workspaceId, id));
      return row;
    },
  };
}
