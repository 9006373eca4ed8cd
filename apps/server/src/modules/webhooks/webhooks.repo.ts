// SQL of the outgoing webhooks. Every statement names the workspace, except the workers' claim of due deliveries
// across workspaces and what they write back about the rows they claimed.
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './webhooks.schema.js';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type NewEndpoint = typeof webhookEndpoints.$inferInsert;
/** What an attempt changes on its delivery. */
export type DeliveryOutcome = Pick<DeliveryRow, 'status' | 'nextAttemptAt' | 'lastStatusCode' | 'lastDurationMs' | 'lastError' | 'deliveredAt'>;
/** What an attempt changes on its endpoint: its last result, and for a delivery that ended, the failure count. */
export type EndpointOutcome = {
  at: Date;
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  ended: 'succeeded' | 'failed' | null;
  pauseAfter: number;
};

export type WebhooksRepo = ReturnType<typeof webhooksRepo>;

// webhooksRepo is the module's SQL over the drizzle handle.
export function webhooksRepo(db: Db) {
  const mine = (workspaceId: string, id: string) => and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.id, id));
  return {
    endpoints: (workspaceId: string) =>
      db.select().from(webhookEndpoints).where(eq(webhookEndpoints.workspaceId, workspaceId)).orderBy(webhookEndpoints.createdAt, webhookEndpoints.id),
    async endpoint(workspaceId: string, id: string): Promise<EndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(mine(workspaceId, id));
      return row;
    },
    async countEndpoints(workspaceId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.workspaceId, workspaceId));
      return Number(row?.n ?? 0);
    },
    async insertEndpoint(row: NewEndpoint): Promise<EndpointRow> {
      const [created] = await db.insert(webhookEndpoints).values(row).returning();
      return created;
    },
    async updateEndpoint(workspaceId: string, id: string, patch: Partial<NewEndpoint>): Promise<EndpointRow | undefined> {
      const [row] = await db.update(webhookEndpoints).set(patch).where(mine(workspaceId, id)).returning();
      return row;
    },
    async deleteEndpoint(workspaceId: string, id: string): Promise<boolean> {
      return (await db.delete(webhookEndpoints).where(mine(workspaceId, id)).returning({ id: webhookEndpoints.id })).length > 0;
    },

    /** The outbox write of emit: one pending delivery per active endpoint of the workspace subscribed to the type. */
    async enqueue(workspaceId: string, eventId: string, type: string, body: string): Promise<number> {
      const result = await db.execute<{ id: string }>(sql`
        insert into webhook_deliveries (workspace_id, endpoint_id, event_id, event_type, body, status, next_attempt_at)
        select workspace_id, id, ${eventId}, ${type}, ${body}, 'pending', now() from webhook_endpoints
        where workspace_id = ${workspaceId} and active and ${type} = any(events)
        returning id`);
      return result.rows.length;
    },
    /** One delivery for one endpoint, already claimed by the caller (tests and redeliveries are sent at once). */
    async insertClaimed(row: {
      workspaceId: string;
      endpointId: string;
      eventId: string;
      eventType: string;
      body: string;
      leaseUntil: Date;
    }): Promise<DeliveryRow> {
      const [created] = await db
        .insert(webhookDeliveries)
        .values({ ...row, status: 'sending', attempts: 1, claimedUntil: row.leaseUntil, nextAttemptAt: null })
        .returning();
      return created;
    },
    /**
     * Claims up to `limit` deliveries due at `now` of active endpoints (and ones whose sending lease ran out: their
     * worker died) for one attempt each; concurrent workers skip each other's rows.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DeliveryRow[]> {
      const result = await db.execute<{ id: string }>(sql`
        update webhook_deliveries set status = 'sending', claimed_until = ${leaseUntil.toISOString()}, attempts = attempts + 1
        where id in (
          select d.id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
          where e.active and d.status in ('pending', 'sending')
            and ((d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}) or (d.status = 'sending' and d.claimed_until < ${now.toISOString()}))
          order by d.next_attempt_at nulls first
          limit ${limit}
          for update of d skip locked)
        returning id`);
      const ids = result.rows.map((r) => String(r.id));
      return ids.length ? db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids)) : [];
    },
    /** Claims one finished or waiting delivery of the workspace for a redelivery; undefined when it is being sent. */
    async claimOne(workspaceId: string, id: string, leaseUntil: Date): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'sending', claimedUntil: leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1` })
        .where(and(eq(webhookDeliveries.workspaceId, workspaceId), eq(webhookDeliveries.id, id), sql`${webhookDeliveries.status} <> 'sending'`))
        .returning();
      return row;
    },
    async delivery(workspaceId: string, id: string): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.workspaceId, workspaceId), eq(webhookDeliveries.id, id)));
      return row;
    },
    async endpointsByIds(ids: string[]): Promise<EndpointRow[]> {
      return ids.length ? db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, ids)) : [];
    },

    /**
     * Records one attempt: the attempt row, the delivery's new state and the endpoint's last result in one transaction.
     * A delivery that ended failed counts towards pausing the endpoint; the answer says whether this one paused it.
     */
    async recordAttempt(
      delivery: DeliveryRow,
      attempt: Omit<typeof webhookAttempts.$inferInsert, 'deliveryId' | 'workspaceId'>,
      outcome: DeliveryOutcome,
      ep: EndpointOutcome,
    ): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow | undefined; paused: boolean }> {
      return db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values({ ...attempt, deliveryId: delivery.id, workspaceId: delivery.workspaceId });
        const [updated] = await tx
          .update(webhookDeliveries)
          .set({ ...outcome, claimedUntil: null })
          .where(eq(webhookDeliveries.id, delivery.id))
          .returning();
        const failures =
          ep.ended === 'succeeded' || ep.ok
            ? sql`0`
            : ep.ended === 'failed'
              ? sql`${webhookEndpoints.consecutiveFailures} + 1`
              : sql`${webhookEndpoints.consecutiveFailures}`;
        const pausing =
          ep.ended === 'failed' ? sql`(${webhookEndpoints.active} and ${webhookEndpoints.consecutiveFailures} + 1 >= ${ep.pauseAfter})` : sql`false`;
        const [before] = await tx
          .select({ active: webhookEndpoints.active })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.id, delivery.endpointId))
          .for('update');
        const [endpoint] = await tx
          .update(webhookEndpoints)
          .set({
            lastAttemptAt: ep.at,
            lastOk: ep.ok,
            lastStatusCode: ep.statusCode,
            lastError: ep.error,
            consecutiveFailures: failures,
            active: sql`case when ${pausing} then false else ${webhookEndpoints.active} end`,
            pausedBy: sql`case when ${pausing} then 'auto' else ${webhookEndpoints.pausedBy} end`,
            pausedAt: sql`case when ${pausing} then ${ep.at.toISOString()}::timestamptz else ${webhookEndpoints.pausedAt} end`,
          })
          .where(eq(webhookEndpoints.id, delivery.endpointId))
          .returning();
        return { delivery: updated, endpoint, paused: !!before?.active && endpoint?.active === false };
      });
    },

    /** One page of an endpoint's deliveries, newest first, with the total. */
    async deliveries(workspaceId: string, endpointId: string, q: { page: number; limit: number; status?: DeliveryRow['status'] }) {
      const where = and(
        eq(webhookDeliveries.workspaceId, workspaceId),
        eq(webhookDeliveries.endpointId, endpointId),
        q.status ? eq(webhookDeliveries.status, q.status) : undefined,
      );
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(webhookDeliveries).where(where),
      ]);
      return { items, total: Number(total?.n ?? 0) };
    },
    /** The attempts of these deliveries, newest first. */
    async attemptsOf(workspaceId: string, deliveryIds: string[]): Promise<AttemptRow[]> {
      if (!deliveryIds.length) return [];
      return db
        .select()
        .from(webhookAttempts)
        .where(and(eq(webhookAttempts.workspaceId, workspaceId), inArray(webhookAttempts.deliveryId, deliveryIds)))
        .orderBy(desc(webhookAttempts.attempt), desc(webhookAttempts.at));
    },
    /** Drops finished deliveries created before `before` (their attempts go with them). */
    async prune(before: Date): Promise<void> {
      await db.delete(webhookDeliveries).where(and(lt(webhookDeliveries.createdAt, before), inArray(webhookDeliveries.status, ['succeeded', 'failed'])));
    },
  };
}
