// SQL for subscriptions.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contacts } from '../contacts/contacts.schema.js';
import { platformSettings } from '../site/site.schema.js';
import { subscriptions } from './billing.schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BillingRepo = ReturnType<typeof billingRepo>;

// billingRepo holds the billing domain's queries, always scoped by workspace.
export function billingRepo(db: Db) {
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
      const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, 'site'));
      const value = (row?.value as { planChangesWithoutPayment?: boolean } | null | undefined)?.planChangesWithoutPayment;
      return value ?? true;
    },
    async update(workspaceId: string, patch: Partial<typeof subscriptions.$inferInsert>): Promise<SubscriptionRow | undefined> {
      const [row] = await db.update(subscriptions).set(patch).where(eq(subscriptions.workspaceId, workspaceId)).returning();
      return row;
    },
  };
}
