// SQL for campaigns and their deliveries: audience resolution, batch claims with SKIP LOCKED, results, counts.
import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaigns, deliveries } from './campaigns.schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
/** A campaign's delivery, as the sender claims it (automation emails, campaign_id null, are never claimed). */
export type DeliveryRow = Omit<typeof deliveries.$inferSelect, 'campaignId'> & { campaignId: string };
export type CampaignsRepo = ReturnType<typeof campaignsRepo>;
export type DeliveryResult = {
  id: number;
  status: 'sent' | 'failed' | 'queued';
  serverId: string | null;
  messageId: string | null;
  error: string | null;
  retryInSeconds?: number;
};

// campaignsRepo holds the campaign queries.
export function campaignsRepo(db: Db) {
  return {
    async list(workspaceId: string, status: string | undefined, limit: number, offset: number) {
      const where = and(eq(campaigns.workspaceId, workspaceId), status ? eq(campaigns.status, status as CampaignRow['status']) : undefined);
      const [items, [{ total }]] = await Promise.all([
        db.select().from(campaigns).where(where).orderBy(desc(campaigns.createdAt)).limit(limit).offset(offset),
        db.select({ total: count() }).from(campaigns).where(where),
      ]);
      return { items, total: Number(total) };
    },
    async find(workspaceId: string, id: string) {
      const [row] = await db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.id, id)));
      return row;
    },
    async findById(id: string) {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      return row;
    },
    async insert(row: typeof campaigns.$inferInsert) {
      const [created] = await db.insert(campaigns).values(row).returning();
      return created;
    },
    async update(workspaceId: string, id: string, patch: Partial<typeof campaigns.$inferInsert>) {
      const [row] = await db
        .update(campaigns)
        .set(patch)
        .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.id, id)))
        .returning();
      return row;
    },
    /** Changes status only from one of the given states (atomic transition); undefined when the campaign was elsewhere. */
    async transition(workspaceId: string, id: string, from: CampaignRow['status'][], patch: Partial<typeof campaigns.$inferInsert>) {
      const [row] = await db
        .update(campaigns)
        .set(patch)
        .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.id, id), inArray(campaigns.status, from)))
        .returning();
      return row;
    },
    async remove(workspaceId: string, id: string) {
      const rows = await db
        .delete(campaigns)
        .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.id, id), inArray(campaigns.status, ['draft', 'scheduled', 'cancelled', 'failed'])))
        .returning({ id: campaigns.id });
      return rows.length > 0;
    },
    dueScheduled: () =>
      db
        .select({ id: campaigns.id, workspaceId: campaigns.workspaceId })
        .from(campaigns)
        .where(and(eq(campaigns.status, 'scheduled'), sql`${campaigns.scheduledAt} <= now()`)),

    /**
     * Resolves the audience into deliveries once: subscribed contacts in the lists, the segments or the given emails,
     * minus the suppression list, one row per address. Returns how many were created.
     */
    async resolveAudience(p: { campaignId: string; workspaceId: string; listIds: string[]; segmentConditions: SQL[]; emails: string[] }) {
      const parts: SQL[] = [];
      if (p.listIds.length)
        parts.push(
          sql`exists (select 1 from list_members m where m.contact_id = contacts.id and m.status = 'confirmed' and m.list_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(p.listIds)}::jsonb)))`,
        );
      for (const c of p.segmentConditions) parts.push(c);
      if (p.emails.length) parts.push(sql`contacts.email in (select value from jsonb_array_elements_text(${JSON.stringify(p.emails)}::jsonb))`);
      if (!parts.length) return 0;
      const result = await db.execute(sql`
        insert into deliveries (campaign_id, workspace_id, contact_id, email, name)
        select distinct on (contacts.email) ${p.campaignId}::uuid, ${p.workspaceId}::uuid, contacts.id, contacts.email,
               coalesce(nullif(trim(concat_ws(' ', contacts.first_name, contacts.last_name)), ''), split_part(contacts.email, '@', 1))
        from contacts
        where contacts.workspace_id = ${p.workspaceId}::uuid and contacts.status = 'subscribed' and (${sql.join(parts, sql` or `)})
          and not exists (select 1 from suppressions s where s.workspace_id = ${p.workspaceId}::uuid and s.email = contacts.email)
        order by contacts.email`);
      return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
    },
    async deleteDeliveries(campaignId: string) {
      await db.delete(deliveries).where(eq(deliveries.campaignId, campaignId));
    },
    async countDeliveries(campaignId: string) {
      const [row] = await db.select({ n: count() }).from(deliveries).where(eq(deliveries.campaignId, campaignId));
      return Number(row.n);
    },
    /** A/B: gives the test share round-robin variants and holds the rest. */
    async splitForAbTest(campaignId: string, variants: number, testPercent: number) {
      await db.execute(sql`
        with numbered as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from deliveries where campaign_id = ${campaignId}::uuid)
        update deliveries d set
          variant = case when numbered.n < ceil(numbered.total * ${testPercent} / 100.0) then (numbered.n % ${variants})::int else null end,
          status = case when numbered.n < ceil(numbered.total * ${testPercent} / 100.0) then 'queued' else 'held' end
        from numbered where d.id = numbered.id`);
    },
    async releaseHeld(campaignId: string, variant: number) {
      await db
        .update(deliveries)
        .set({ status: 'queued', variant })
        .where(and(eq(deliveries.campaignId, campaignId), eq(deliveries.status, 'held')));
    },
    async variantRates(campaignId: string) {
      const rows = await db.execute<{ variant: number; sent: number; opened: number; clicked: number }>(sql`
        select variant, count(*) filter (where status = 'sent')::int as sent, count(opened_at)::int as opened, count(clicked_at)::int as clicked
        from deliveries where campaign_id = ${campaignId}::uuid and variant is not null group by variant order by variant`);
      return rows.rows;
    },

    /** Claims up to `limit` deliveries of sending campaigns: queued and due, or claimed by a worker whose lease expired. */
    async claim(limit: number, leaseSeconds: number): Promise<DeliveryRow[]> {
      const result = await db.execute<Record<string, unknown>>(sql`
        update deliveries d set status = 'sending', claimed_until = now() + make_interval(secs => ${leaseSeconds}), attempts = d.attempts + 1
        where d.id in (
          select d2.id from deliveries d2 join campaigns c on c.id = d2.campaign_id
          where c.status = 'sending'
            -- a workspace suspended by the platform admin sends nothing until reactivated; its deliveries wait
            and not exists (select 1 from admin_suspensions s join users u on u.id = s.user_id where u.workspace_id = d2.workspace_id)
            and ((d2.status = 'queued' and (d2.next_attempt_at is null or d2.next_attempt_at <= now())) or (d2.status = 'sending' and d2.claimed_until < now()))
          order by c.started_at, d2.id
          limit ${limit}
          for update of d2 skip locked)
        returning d.id, d.campaign_id, d.workspace_id, d.contact_id, d.email, d.name, d.variant, d.attempts`);
      return result.rows.map((r) => ({
        id: Number(r.id),
        campaignId: String(r.campaign_id),
        workspaceId: String(r.workspace_id),
        contactId: (r.contact_id as string | null) ?? null,
        email: String(r.email),
        name: (r.name as string | null) ?? null,
        variant: r.variant === null || r.variant === undefined ? null : Number(r.variant),
        attempts: Number(r.attempts),
      })) as DeliveryRow[];
    },
    /** Writes a batch of results and the matching 'sent' engagement events in one statement each. */
    async saveResults(results: DeliveryResult[]) {
      if (!results.length) return;
      const payload = JSON.stringify(
        results.map((r) => ({ id: r.id, status: r.status, server_id: r.serverId, message_id: r.messageId, error: r.error, retry: r.retryInSeconds ?? null })),
      );
      await db.execute(sql`
        with r as (select * from jsonb_to_recordset(${payload}::jsonb) as x(id bigint, status text, server_id uuid, message_id text, error text, retry int)),
        upd as (
          update deliveries d set status = r.status, server_id = r.server_id, message_id = r.message_id, error = r.error, claimed_until = null,
            sent_at = case when r.status = 'sent' then now() else d.sent_at end,
            next_attempt_at = case when r.retry is not null then now() + make_interval(secs => r.retry) else null end
          from r where d.id = r.id and d.status = 'sending'
          returning d.id, d.status, d.workspace_id, d.contact_id, d.campaign_id)
        insert into engagement_events (workspace_id, contact_id, campaign_id, type)
        select workspace_id, contact_id, campaign_id, 'sent' from upd where status = 'sent' and contact_id is not null`);
    },
    /** Extends the lease of claimed deliveries still being worked on (a slow batch keeps its claim; a dead worker's lapses). */
    async renewClaims(ids: number[], leaseSeconds: number) {
      if (!ids.length) return;
      await db.execute(
        sql`update deliveries set claimed_until = now() + make_interval(secs => ${leaseSeconds}) where id in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) and status = 'sending'`,
      );
    },
    /** Puts claimed deliveries back for later without counting an attempt (no server could take them now). */
    async deferClaims(ids: number[], seconds: number) {
      if (!ids.length) return;
      await db.execute(
        sql`update deliveries set status = 'queued', claimed_until = null, attempts = greatest(attempts - 1, 0), next_attempt_at = now() + make_interval(secs => ${seconds}) where id in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) and status = 'sending'`,
      );
    },
    /** Puts claimed deliveries of a paused or cancelled campaign back in the queue. */
    async releaseClaims(ids: number[]) {
      if (!ids.length) return;
      await db.execute(
        sql`update deliveries set status = 'queued', claimed_until = null, attempts = greatest(attempts - 1, 0) where id in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) and status = 'sending'`,
      );
    },
    /** Campaigns in 'sending' with nothing left to send become 'sent'; returns them. */
    async finishDone() {
      const result = await db.execute<{ id: string; workspace_id: string; name: string; subject: string }>(sql`
        update campaigns c set status = 'sent', finished_at = now()
        where c.status = 'sending' and not exists (select 1 from deliveries d where d.campaign_id = c.id and d.status in ('queued', 'sending', 'held'))
        returning c.id, c.workspace_id, c.name, c.subject`);
      return result.rows;
    },
    async skipQueued(campaignId: string) {
      await db
        .update(deliveries)
        .set({ status: 'skipped', claimedUntil: null })
        .where(and(eq(deliveries.campaignId, campaignId), inArray(deliveries.status, ['queued', 'held'])));
    },

    async stats(campaignIds: string[]) {
      if (!campaignIds.length) return new Map<string, { recipients: number; sent: number; failed: number; opened: number; clicked: number; queued: number }>();
      const rows = await db.execute<{
        campaign_id: string;
        recipients: number;
        sent: number;
        failed: number;
        opened: number;
        clicked: number;
        queued: number;
      }>(sql`
        select campaign_id, count(*)::int recipients, count(*) filter (where status = 'sent')::int sent, count(*) filter (where status = 'failed')::int failed,
               count(opened_at)::int opened, count(clicked_at)::int clicked, count(*) filter (where status in ('queued', 'sending', 'held'))::int queued
        from deliveries where campaign_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(campaignIds)}::jsonb)) group by campaign_id`);
      return new Map(rows.rows.map((r) => [r.campaign_id, r]));
    },
    /** Emails a workspace sent since a date (the plan usage), counted from delivery records. */
    async sentSince(workspaceId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(deliveries)
        .where(and(eq(deliveries.workspaceId, workspaceId), eq(deliveries.status, 'sent'), gte(deliveries.sentAt, since)));
      return Number(row.n);
    },
    async deliveryContext(id: number) {
      const [row] = await db
        .select({ id: deliveries.id, campaignId: deliveries.campaignId, workspaceId: deliveries.workspaceId, contactId: deliveries.contactId })
        .from(deliveries)
        .where(eq(deliveries.id, id));
      return row;
    },
  };
}
