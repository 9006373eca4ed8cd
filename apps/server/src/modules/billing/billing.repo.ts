// SQL for subscriptions and the subscription's own invoices.
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contacts } from '../contacts/contacts.schema.js';
import { platformSettings } from '../site/site.schema.js';
import { billingInvoiceCounters, billingInvoices, subscriptions } from './billing.schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;
export type NewBillingInvoice = Omit<typeof billingInvoices.$inferInsert, 'id' | 'number' | 'createdAt'>;
export type BillingRepo = ReturnType<typeof billingRepo>;

/** The platform operator's details printed on the subscription invoices (the site settings). */
export type PlatformDetails = { supportEmail?: string | null; phone?: string | null; address?: string | null; planChangesWithoutPayment?: boolean };

// billingRepo holds the billing domain's queries, always scoped by workspace.
export function billingRepo(db: Db) {
  async function site(): Promise<PlatformDetails> {
    const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, 'site'));
    return (row?.value as PlatformDetails | null | undefined) ?? {};
  }

  return {
    async findByWorkspace(workspaceId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId));
      return row;
    },
    /** The workspace's contacts (the plan's contact limit counts them). */
    async countContacts(workspaceId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.workspaceId, workspaceId));
      return Number(row.n);
    },
    /** The platform admin's choice (site settings): may a change that costs money apply without a provider? */
    async planChangesWithoutPayment(): Promise<boolean> {
      return (await site()).planChangesWithoutPayment ?? true;
    },
    platformDetails: site,
    async update(workspaceId: string, patch: Partial<typeof subscriptions.$inferInsert>): Promise<SubscriptionRow | undefined> {
      const [row] = await db.update(subscriptions).set(patch).where(eq(subscriptions.workspaceId, workspaceId)).returning();
      return row;
    },
    /** Subscriptions whose period has ended (the renewal sweep's work), a page at a time. */
    async dueForRenewal(now: Date, limit = 100): Promise<SubscriptionRow[]> {
      return db.select().from(subscriptions).where(lte(subscriptions.currentPeriodEnd, now)).orderBy(subscriptions.currentPeriodEnd).limit(limit);
    },

    /**
     * Records a confirmed payment in one transaction: the subscription's change (when `expect` still holds — the
     * pending payment or the period being renewed) and its invoice, numbered in the year's series. Answers the
     * invoice, or undefined when this payment was recorded before or the subscription moved on meanwhile.
     */
    async recordPayment(
      workspaceId: string,
      expect: { pendingPaymentId?: string; periodEnd?: Date },
      patch: Partial<typeof subscriptions.$inferInsert>,
      invoice: NewBillingInvoice,
    ): Promise<BillingInvoiceRow | undefined> {
      return db.transaction(async (tx) => {
        const [already] = await tx.select({ id: billingInvoices.id }).from(billingInvoices).where(eq(billingInvoices.paymentId, invoice.paymentId));
        if (already) return undefined;
        const changed = await tx
          .update(subscriptions)
          .set(patch)
          .where(
            and(
              eq(subscriptions.workspaceId, workspaceId),
              expect.pendingPaymentId ? eq(subscriptions.pendingPaymentId, expect.pendingPaymentId) : undefined,
              expect.periodEnd ? eq(subscriptions.currentPeriodEnd, expect.periodEnd) : undefined,
            ),
          )
          .returning({ id: subscriptions.id });
        if (!changed.length) return undefined;
        const year = invoice.paidAt.getUTCFullYear();
        // the counter row is locked until the transaction ends, so two payments never get the same number
        const [counter] = await tx
          .insert(billingInvoiceCounters)
          .values({ year, last: 1 })
          .onConflictDoUpdate({ target: billingInvoiceCounters.year, set: { last: sql`${billingInvoiceCounters.last} + 1` } })
          .returning({ last: billingInvoiceCounters.last });
        const number = `ULK-${year}-${String(counter.last).padStart(6, '0')}`;
        const [row] = await tx
          .insert(billingInvoices)
          .values({ ...invoice, workspaceId, number })
          .returning();
        return row;
      });
    },

    async invoices(workspaceId: string, page: number, limit: number) {
      const where = eq(billingInvoices.workspaceId, workspaceId);
      const rows = await db
        .select()
        .from(billingInvoices)
        .where(where)
        .orderBy(desc(billingInvoices.paidAt))
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await db.select({ n: count() }).from(billingInvoices).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
    async invoice(workspaceId: string, id: string): Promise<BillingInvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(billingInvoices)
        .where(and(eq(billingInvoices.workspaceId, workspaceId), eq(billingInvoices.id, id)));
      return row;
    },
    /** Any workspace's invoice by id (the platform admin's refund). */
    async invoiceById(id: string): Promise<BillingInvoiceRow | undefined> {
      const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
      return row;
    },
    async invoiceByPayment(paymentId: string): Promise<BillingInvoiceRow | undefined> {
      const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.paymentId, paymentId));
      return row;
    },
    /** Marks an invoice refunded (once: a second webhook or click changes nothing). */
    async markRefunded(id: string, refund: { refundedMinor: number; refundId: string | null; reason: string | null; at: Date }) {
      const [row] = await db
        .update(billingInvoices)
        .set({ status: 'refunded', refundedMinor: refund.refundedMinor, refundId: refund.refundId, refundReason: refund.reason, refundedAt: refund.at })
        .where(and(eq(billingInvoices.id, id), eq(billingInvoices.status, 'paid')))
        .returning();
      return row;
    },
    /** Invoices of the given workspaces (or all) paid or refunded since a date, oldest first (commission accrual). */
    async invoicesSince(opts: { workspaceIds?: string[]; since?: Date }) {
      if (opts.workspaceIds && !opts.workspaceIds.length) return [];
      return db
        .select()
        .from(billingInvoices)
        .where(
          and(
            opts.workspaceIds ? inArray(billingInvoices.workspaceId, opts.workspaceIds) : undefined,
            opts.since ? sql`(${billingInvoices.paidAt} >= ${opts.since} OR ${billingInvoices.refundedAt} >= ${opts.since})` : undefined,
          ),
        )
        .orderBy(billingInvoices.paidAt)
        .limit(10_000);
    },
  };
}
