// SQL for invoicing customers: search with pagination, CRUD, and whether any invoice uses a customer.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceCustomers, invoices } from './invoicing.schema.js';

export type CustomerRow = typeof invoiceCustomers.$inferSelect;
export type NewCustomer = typeof invoiceCustomers.$inferInsert;
export type CustomersRepo = ReturnType<typeof customersRepo>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// customersRepo holds the customer queries, always scoped by workspace.
export function customersRepo(db: Db) {
  return {
    async list(workspaceId: string, search: string | undefined, limit: number, offset: number) {
      const pattern = search ? `%${escapeLike(search.toLowerCase())}%` : undefined;
      const where = and(
        eq(invoiceCustomers.workspaceId, workspaceId),
        pattern
          ? sql`(lower(${invoiceCustomers.name}) like ${pattern} or lower(coalesce(${invoiceCustomers.email}, '')) like ${pattern} or coalesce(${invoiceCustomers.taxNumber}, '') like ${pattern})`
          : undefined,
      );
      const [items, [{ total }]] = await Promise.all([
        db
          .select()
          .from(invoiceCustomers)
          .where(where)
          .orderBy(asc(sql`lower(${invoiceCustomers.name})`), asc(invoiceCustomers.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(invoiceCustomers).where(where),
      ]);
      return { items, total: Number(total) };
    },
    async find(workspaceId: string, id: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(invoiceCustomers)
        .where(and(eq(invoiceCustomers.workspaceId, workspaceId), eq(invoiceCustomers.id, id)));
      return row;
    },
    async insert(row: NewCustomer): Promise<CustomerRow> {
      const [created] = await db.insert(invoiceCustomers).values(row).returning();
      return created;
    },
    async update(workspaceId: string, id: string, patch: Partial<NewCustomer>): Promise<CustomerRow | undefined> {
      const [row] = await db
        .update(invoiceCustomers)
        .set(patch)
        .where(and(eq(invoiceCustomers.workspaceId, workspaceId), eq(invoiceCustomers.id, id)))
        .returning();
      return row;
    },
    /** Deletes a customer no invoice refers to; false when invoices exist or the customer is not in the workspace. */
    async removeUnused(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(invoiceCustomers)
        .where(
          and(
            eq(invoiceCustomers.workspaceId, workspaceId),
            eq(invoiceCustomers.id, id),
            sql`not exists (select 1 from ${invoices} where ${invoices.customerId} = ${invoiceCustomers.id})`,
          ),
        )
        .returning({ id: invoiceCustomers.id });
      return rows.length > 0;
    },
    async invoiceCount(workspaceId: string, id: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(invoices)
        .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.customerId, id)));
      return Number(row.n);
    },
  };
}
