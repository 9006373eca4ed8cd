// SQL for subscriptions.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
    async update(workspaceId: string, patch: Partial<typeof subscriptions.$inferInsert>): Promise<SubscriptionRow | undefined> {
      const [row] = await db.update(subscriptions).set(patch).where(eq(subscriptions.workspaceId, workspaceId)).returning();
      return row;
    },
  };
}
