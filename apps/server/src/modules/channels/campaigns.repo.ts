// SQL of channel campaigns: campaigns, their recipients (numbered, claimed a batch at a time with FOR UPDATE SKIP
// LOCKED) and the per-recipient figures read from the message rows the sends wrote.
import type { ChannelCampaign, ChannelTemplate } from '@ulak/shared/channels';
import type { Database } from '../../db/client.js';
import type { ContactLite } from './channels.repo.js';

/** A batch a worker claimed: its number, whether it had been claimed before (`again`: its recipients may have message
 * rows already), and its recipients with their contacts (undefined when deleted since). */
export type ClaimedBatch = { n: number; again: boolean; recipients: { contactId: string; contact?: ContactLite }[] };

export type CampaignRow = {
  id: string;
  workspaceId: string;
  name: string;
  channel: 'sms' | 'whatsapp' | 'push';
  body: string | null;
  template: ChannelTemplate | null;
  listId: string | null;
  segmentId: string | null;
  status: 'draft' | 'sending' | 'sent';
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  deferredUntil: Date | null;
};

const json = <T>(v: unknown): T | null => (v === null || v === undefined ? null : ((typeof v === 'string' ? JSON.parse(v) : v) as T));
const date = (v: unknown) => (v instanceof Date ? v : v ? new Date(String(v)) : null);
const toCampaign = (r: Record<string, unknown>): CampaignRow => ({
  id: String(r.id),
  workspaceId: String(r.workspace_id),
  name: String(r.name),
  channel: r.channel as CampaignRow['channel'],
  body: (r.body as string | null) ?? null,
  template: json(r.template),
  listId: (r.list_id as string | null) ?? null,
  segmentId: (r.segment_id as string | null) ?? null,
  status: r.status as CampaignRow['status'],
  createdAt: date(r.created_at) ?? new Date(0),
  startedAt: date(r.started_at),
  finishedAt: date(r.finished_at),
  deferredUntil: date(r.deferred_until),
});

// campaignsRepo returns the SQL of channel campaigns.
export function campaignsRepo(database: Database) {
  const q = async (text: string, values: unknown[] = []) => (await database.query(text, values)).rows;
  return {
    async create(
      workspaceId: string,
      c: { name: string; channel: string; body?: string; template?: unknown; listId?: string; segmentId?: string },
    ): Promise<CampaignRow> {
      const rows = await q(
        `insert into channel_campaigns (workspace_id, name, channel, body, template, list_id, segment_id) values ($1, $2, $3, $4, $5::jsonb, $6, $7) returning *`,
        [workspaceId, c.name, c.channel, c.body ?? null, c.template ? JSON.stringify(c.template) : null, c.listId ?? null, c.segmentId ?? null],
      );
      return toCampaign(rows[0]);
    },
    async get(workspaceId: string, id: string): Promise<CampaignRow | undefined> {
      const rows = await q('select * from channel_campaigns where workspace_id = $1 and id = $2', [workspaceId, id]);
      return rows[0] ? toCampaign(rows[0]) : undefined;
    },
    async byId(id: string): Promise<CampaignRow | undefined> {
      const rows = await q('select * from channel_campaigns where id = $1', [id]);
      return rows[0] ? toCampaign(rows[0]) : undefined;
    },
    async list(workspaceId: string, f: { channel?: string; status?: string; page: number; limit: number }): Promise<{ rows: CampaignRow[]; total: number }> {
      const where = ['workspace_id = $1'];
      const values: unknown[] = [workspaceId];
      if (f.channel) where.push(`channel = $${values.push(f.channel)}`);
      if (f.status) where.push(`status = $${values.push(f.status)}`);
      const total = Number((await q(`select count(*)::int as n from channel_campaigns where ${where.join(' and ')}`, values))[0].n);
      const rows = await q(
        `select * from channel_campaigns where ${where.join(' and ')} order by created_at desc, id desc limit ${f.limit} offset ${(f.page - 1) * f.limit}`,
        values,
      );
      return { rows: rows.map(toCampaign), total };
    },
    async remove(workspaceId: string, id: string) {
      return (await q("delete from channel_campaigns where workspace_id = $1 and id = $2 and status = 'draft' returning id", [workspaceId, id])).length > 0;
    },
    /** Per-status figures of campaigns: a recipient without a message is pending, else its message's status. */
    async counts(workspaceId: string, ids: string[]): Promise<Map<string, ChannelCampaign['counts']>> {
      const out = new Map<string, ChannelCampaign['counts']>();
      if (!ids.length) return out;
      for (const id of ids) out.set(id, { total: 0, pending: 0, queued: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0, clicked: 0 });
      const totals = await q(
        'select campaign_id, count(*)::int as n from channel_campaign_recipients where workspace_id = $1 and campaign_id = any($2::uuid[]) group by 1',
        [workspaceId, ids],
      );
      for (const r of totals) out.get(String(r.campaign_id))!.total = Number(r.n);
      const rows = await q(
        `select campaign_id, status, count(*)::int as n, count(clicked_at)::int as clicked from channel_messages
         where workspace_id = $1 and campaign_id = any($2::uuid[]) group by 1, 2`,
        [workspaceId, ids],
      );
      for (const c of out.values()) c.pending = c.total;
      for (const r of rows) {
        const c = out.get(String(r.campaign_id))!;
        const status = String(r.status) as Exclude<keyof typeof c, 'total' | 'clicked' | 'pending'>;
        c[status] = (c[status] ?? 0) + Number(r.n);
        c.pending -= Number(r.n);
        c.clicked += Number(r.clicked);
      }
      return out;
    },
    /**
     * Adds recipients numbered from `offset` (idempotent: a restarted start adds only the missing ones; a number given
     * twice or skipped only makes a batch a little larger or smaller).
     */
    async addRecipients(workspaceId: string, campaignId: string, contactIds: string[], offset: number) {
      if (!contactIds.length) return;
      await q(
        `insert into channel_campaign_recipients (campaign_id, workspace_id, contact_id, seq)
         select $1, $2, c.id, $4 + c.n - 1 from unnest($3::uuid[]) with ordinality as c(id, n) on conflict do nothing`,
        [campaignId, workspaceId, contactIds, offset],
      );
    },
    /** Writes the campaign's batches: one per `size` recipient numbers. */
    async addBatches(campaignId: string, size: number) {
      await q(
        `insert into channel_campaign_batches (campaign_id, n)
         select $1, g from generate_series(0, (select coalesce(max(seq), 0) from channel_campaign_recipients where campaign_id = $1) / $2) g
         on conflict do nothing`,
        [campaignId, size],
      );
    },
    async recipientCount(campaignId: string): Promise<number> {
      return Number((await q('select count(*)::int as n from channel_campaign_recipients where campaign_id = $1', [campaignId]))[0].n);
    },
    async markSending(workspaceId: string, id: string): Promise<boolean> {
      return (
        (
          await q("update channel_campaigns set status = 'sending', started_at = now() where workspace_id = $1 and id = $2 and status = 'draft' returning id", [
            workspaceId,
            id,
          ])
        ).length > 0
      );
    },
    /**
     * Claims the next pending batch, or one whose claim has not been renewed for `leaseS` seconds (its worker died), for
     * this worker (other workers skip the locked row), with its recipients and their contacts (read-only: the contacts
     * module owns the table). Undefined when no batch is left to claim.
     */
    async claimBatch(campaignId: string, workspaceId: string, size: number, leaseS: number): Promise<ClaimedBatch | undefined> {
      const rows = await q(
        `with b as (
           select n, claimed_at is not null as again from channel_campaign_batches
           where campaign_id = $1 and (status = 'pending' or (status = 'sending' and claimed_at < now() - make_interval(secs => $3)))
           order by n limit 1 for update skip locked
         ),
         u as (
           update channel_campaign_batches x set status = 'sending', claimed_at = now() from b where x.campaign_id = $1 and x.n = b.n returning x.n, b.again
         )
         select u.n, u.again, r.contact_id, k.id, k.email, k.phone, k.first_name, k.last_name
         from u left join channel_campaign_recipients r on r.campaign_id = $1 and r.seq >= u.n * $4 and r.seq < (u.n + 1) * $4
         left join contacts k on k.id = r.contact_id and k.workspace_id = $2`,
        [campaignId, workspaceId, leaseS, size],
      );
      if (!rows.length) return undefined;
      return {
        n: Number(rows[0].n),
        again: Boolean(rows[0].again),
        recipients: rows
          .filter((r) => r.contact_id)
          .map((r) => ({
            contactId: String(r.contact_id),
            contact: r.id
              ? {
                  id: String(r.id),
                  email: String(r.email),
                  phone: (r.phone as string | null) ?? null,
                  firstName: (r.first_name as string | null) ?? null,
                  lastName: (r.last_name as string | null) ?? null,
                }
              : undefined,
          })),
      };
    },
    /** Renews the claims of batches a live worker still holds. */
    async renew(campaignId: string, batches: number[]) {
      await q("update channel_campaign_batches set claimed_at = now() where campaign_id = $1 and n = any($2::int[]) and status = 'sending'", [
        campaignId,
        batches,
      ]);
    },
    /** Marks batches done: every recipient of theirs has its message row written with the provider's answer. */
    async batchesDone(campaignId: string, batches: number[]) {
      if (!batches.length) return;
      await q("update channel_campaign_batches set status = 'done' where campaign_id = $1 and n = any($2::int[])", [campaignId, batches]);
    },
    /** Marks the campaign sent when no recipient is left to send; true when it did. */
    async finishIfDone(campaignId: string): Promise<boolean> {
      const rows = await q(
        `update channel_campaigns set status = 'sent', finished_at = now() where id = $1 and status = 'sending'
           and not exists (select 1 from channel_campaign_batches where campaign_id = $1 and status <> 'done') returning id`,
        [campaignId],
      );
      return rows.length > 0;
    },
    /** Campaigns left sending, except those waiting for the end of quiet hours (their job is queued for then). */
    async sendingIds(): Promise<string[]> {
      return (await q("select id from channel_campaigns where status = 'sending' and (deferred_until is null or deferred_until <= now())")).map((r) =>
        String(r.id),
      );
    },
    /** Marks a campaign as waiting for the end of quiet hours (null: sending again). */
    async setDeferred(id: string, until: Date | null) {
      await q('update channel_campaigns set deferred_until = $2 where id = $1', [id, until]);
    },
    async recipients(workspaceId: string, campaignId: string, page: number, limit: number) {
      const total = Number(
        (await q('select count(*)::int as n from channel_campaign_recipients where workspace_id = $1 and campaign_id = $2', [workspaceId, campaignId]))[0].n,
      );
      const rows = await q(
        `select r.contact_id, c.email, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as name, m.to_address, m.status, m.error, m.updated_at
         from channel_campaign_recipients r
         left join channel_messages m on m.campaign_id = r.campaign_id and m.contact_id = r.contact_id
         left join contacts c on c.id = r.contact_id and c.workspace_id = r.workspace_id
         where r.workspace_id = $1 and r.campaign_id = $2
         order by m.updated_at desc nulls last, r.contact_id limit ${limit} offset ${(page - 1) * limit}`,
        [workspaceId, campaignId],
      );
      return {
        total,
        recipients: rows.map((r) => ({
          contactId: String(r.contact_id),
          email: (r.email as string | null) ?? null,
          name: (r.name as string | null) || null,
          to: (r.to_address as string | null) || null,
          status: ((r.status as string | null) ?? 'pending') as 'pending',
          reason: (r.error as string | null) ?? null,
          updatedAt: r.updated_at ? (date(r.updated_at) ?? new Date(0)).toISOString() : null,
        })),
      };
    },
  };
}
export type CampaignsRepo = ReturnType<typeof campaignsRepo>;
