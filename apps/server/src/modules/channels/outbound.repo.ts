// SQL of outbound messages in batches: the recipients' contacts, addresses and push subscriptions read in one query
// each, the message rows of a batch written in one statement (with the plan's monthly allowance taken in the same
// statement), and the provider's answers recorded in one statement. Every statement is scoped by workspace.
import type { ChannelKind, ChannelMessageStatus } from '@ulak/shared/channels';
import type { Database } from '../../db/client.js';
import { STATUS_RANK, toAddress, toMessage, type AddressRow, type ContactLite, type MessageRow } from './channels.repo.js';

/** A message row to write: its id is chosen before the write, so tracked links can name it. */
export type NewMessage = {
  id: string;
  contactId?: string;
  to: string;
  body?: string;
  template?: unknown;
  status: ChannelMessageStatus;
  segments: number;
  error?: string;
  idempotencyKey?: string;
  campaignId?: string;
};

/** A message row as its write returns it. */
export type Written = { id: string; contactId: string | null; to: string; status: ChannelMessageStatus; error: string | null };
const writtenOf = (r: Record<string, unknown>): Written => ({
  id: String(r.id),
  contactId: (r.contact_id as string | null) ?? null,
  to: String(r.to_address),
  status: r.status as ChannelMessageStatus,
  error: (r.error as string | null) ?? null,
});

/** What the provider answered for one message (attempts: provider calls made, retries included). */
export type Outcome = { id: string; status: 'sent' | 'failed'; providerId?: string | null; segments?: number; error?: string; attempts: number };

/** The calendar month a plan's channel allowance counts (UTC), as channel_usage keys it. */
export const usageMonth = (at = new Date()) => at.toISOString().slice(0, 7);

// outboundRepo returns the batch SQL of outbound messages.
export function outboundRepo(database: Database) {
  const q = async (text: string, values: unknown[] = []) => (await database.query(text, values)).rows;
  // usage rows this process knows exist (created once per workspace, channel and month)
  const usageRows = new Set<string>();
  return {
    /** The contacts of a workspace among these ids (read-only: the contacts module owns the table). */
    async contacts(workspaceId: string, ids: string[]): Promise<Map<string, ContactLite>> {
      const out = new Map<string, ContactLite>();
      if (!ids.length) return out;
      const rows = await q('select id, email, phone, first_name, last_name from contacts where workspace_id = $1 and id = any($2::uuid[])', [workspaceId, ids]);
      for (const r of rows)
        out.set(String(r.id), {
          id: String(r.id),
          email: String(r.email),
          phone: (r.phone as string | null) ?? null,
          firstName: (r.first_name as string | null) ?? null,
          lastName: (r.last_name as string | null) ?? null,
        });
      return out;
    },
    /** The known addresses among these on a channel (consent, owner, last inbound message). */
    async addresses(workspaceId: string, channel: string, addresses: string[]): Promise<Map<string, AddressRow>> {
      const out = new Map<string, AddressRow>();
      if (!addresses.length) return out;
      const rows = await q('select * from channel_addresses where workspace_id = $1 and channel = $2 and address = any($3::text[])', [
        workspaceId,
        channel,
        addresses,
      ]);
      for (const r of rows) out.set(String(r.address), toAddress(r));
      return out;
    },
    /** The addresses on a channel linked to these contacts (a Telegram chat), by contact. */
    async addressesOfContacts(workspaceId: string, channel: string, contactIds: string[]): Promise<Map<string, AddressRow>> {
      const out = new Map<string, AddressRow>();
      if (!contactIds.length) return out;
      const rows = await q(
        'select * from channel_addresses where workspace_id = $1 and channel = $2 and contact_id = any($3::uuid[]) order by updated_at desc',
        [workspaceId, channel, contactIds],
      );
      for (const r of rows) if (!out.has(String(r.contact_id))) out.set(String(r.contact_id), toAddress(r));
      return out;
    },
    /** How many push subscriptions each of these contacts has. */
    async pushCounts(workspaceId: string, contactIds: string[]): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      if (!contactIds.length) return out;
      const rows = await q(
        'select contact_id, count(*)::int as n from push_subscriptions where workspace_id = $1 and contact_id = any($2::uuid[]) group by contact_id',
        [workspaceId, contactIds],
      );
      for (const r of rows) out.set(String(r.contact_id), Number(r.n));
      return out;
    },
    /** The messages already written under these idempotency keys, by key. */
    async byKeys(workspaceId: string, keys: string[]): Promise<Map<string, MessageRow>> {
      const out = new Map<string, MessageRow>();
      if (!keys.length) return out;
      const rows = await q('select * from channel_messages where workspace_id = $1 and idempotency_key = any($2::text[])', [workspaceId, keys]);
      for (const r of rows) out.set(String(r.idempotency_key), toMessage(r));
      return out;
    },
    /**
     * Takes over a message left queued longer than `olderThanS` (its sender died before recording the provider's
     * answer); false when it is fresher or another caller took it first.
     */
    async reclaimQueued(id: string, olderThanS: number): Promise<boolean> {
      const rows = await q(
        "update channel_messages set updated_at = now() where id = $1 and status = 'queued' and updated_at < now() - make_interval(secs => $2) returning id",
        [id, olderThanS],
      );
      return rows.length > 0;
    },
    /**
     * Writes a batch of message rows in one statement; a row whose idempotency key exists already is left out (the
     * caller reads it back). With `quota`, the workspace's usage row for the month is locked first and the queued rows
     * past the plan's allowance are written as skipped with CHANNEL_PLAN_LIMIT; the queued rows written are added to the
     * usage in the same statement, so concurrent senders (campaigns, automations, API) never pass the limit together.
     */
    async insert(workspaceId: string, channel: ChannelKind, rows: NewMessage[], quota?: { month: string; limit: number }): Promise<Written[]> {
      if (!rows.length) return [];
      const usageKey = `${workspaceId}:${channel}:${quota?.month}`;
      if (quota && !usageRows.has(usageKey)) {
        await q('insert into channel_usage (workspace_id, channel, month) values ($1, $2, $3) on conflict do nothing', [workspaceId, channel, quota.month]);
        if (usageRows.size > 10_000) usageRows.clear();
        usageRows.add(usageKey);
      }
      const cols = [
        rows.map((r) => r.id),
        rows.map((r) => r.contactId ?? null),
        rows.map((r) => r.to),
        rows.map((r) => r.body ?? null),
        rows.map((r) => (r.template ? JSON.stringify(r.template) : null)),
        rows.map((r) => r.status),
        rows.map((r) => STATUS_RANK[r.status]),
        rows.map((r) => r.segments),
        rows.map((r) => r.error ?? null),
        rows.map((r) => r.idempotencyKey ?? null),
        rows.map((r) => r.campaignId ?? null),
      ];
      const input = `input as (
          select * from unnest($3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[], $11::text[], $12::text[], $13::uuid[])
            with ordinality as i(id, contact_id, to_address, body, template, status, status_rank, segments, error, idempotency_key, campaign_id, n)
        ),
        taken as (
          select m.idempotency_key from channel_messages m where m.workspace_id = $1 and m.idempotency_key = any($12::text[])
        ),
        fresh as (
          select i.* from input i where i.idempotency_key is null or i.idempotency_key not in (select idempotency_key from taken)
        )`;
      const columns = 'id, workspace_id, channel, contact_id, to_address, body, template, status, status_rank, segments, error, idempotency_key, campaign_id';
      // only what the caller reads back (parsing every column of a hundred rows is not free)
      const conflict =
        'on conflict (workspace_id, idempotency_key) where idempotency_key is not null do nothing returning id, workspace_id, channel, contact_id, to_address, status, error';
      if (!quota) {
        const out = await q(
          `with ${input}
           insert into channel_messages (${columns})
           select id, $1, $2, contact_id, to_address, body, template::jsonb, status, status_rank, segments, error, idempotency_key, campaign_id from fresh order by n
           ${conflict}`,
          [workspaceId, channel, ...cols],
        );
        return out.map(writtenOf);
      }
      const out = await q(
        `with u as (select used from channel_usage where workspace_id = $1 and channel = $2 and month = $14 for update),
         ${input},
         ranked as (
           select f.*, row_number() over (partition by f.status = 'queued' order by f.n) as q from fresh f
         ),
         decided as (
           select r.*, (r.status = 'queued' and r.q > greatest(0, $15::int - coalesce((select used from u), 0))) as over from ranked r
         ),
         ins as (
           insert into channel_messages (${columns})
           select id, $1, $2, contact_id, to_address, body, template::jsonb,
             case when over then 'skipped' else status end,
             case when over then ${STATUS_RANK.skipped} else status_rank end,
             case when over then 0 else segments end,
             case when over then 'CHANNEL_PLAN_LIMIT' else error end,
             idempotency_key, campaign_id
           from decided order by n
           ${conflict}
         ),
         bump as (
           update channel_usage set used = used + (select count(*) from ins where status = 'queued')
           where workspace_id = $1 and channel = $2 and month = $14
         )
         select * from ins`,
        [workspaceId, channel, ...cols, quota.month, quota.limit],
      );
      return out.map(writtenOf);
    },
    /**
     * Records the provider's answers of a batch in one statement. A sent message moves forward only (a delivery report
     * that arrived before this write — already in channel_events — is applied here too, so it is not lost); a refused
     * one is failed with the provider's text, and given back to the month's usage.
     */
    async record(workspaceId: string, outcomes: Outcome[]) {
      if (!outcomes.length) return;
      await q(
        `with r as (
           select * from unnest($2::uuid[], $3::text[], $4::text[], $5::int[], $6::text[], $7::int[]) as r(id, status, provider_id, segments, error, attempts)
         ),
         cur as (
           select m.id, m.channel, m.created_at, r.status as outcome, r.provider_id, r.segments, r.error, r.attempts,
             greatest(m.status_rank, case when r.status = 'sent' then 1 else 2 end, coalesce((
               select max(case e.kind when 'status:sent' then 1 when 'status:failed' then 2 when 'status:delivered' then 3 when 'status:read' then 4 end)
               from channel_events e
               where r.status = 'sent' and r.provider_id is not null and e.workspace_id = m.workspace_id and e.channel = m.channel
                 and e.kind in ('status:sent', 'status:failed', 'status:delivered', 'status:read') and e.external_id = r.provider_id), 0)) as rank,
             m.status_rank as old_rank
           from channel_messages m join r on r.id = m.id where m.workspace_id = $1 and m.id = any($2::uuid[])
         ),
         upd as (
           update channel_messages m set
             provider_id = coalesce(cur.provider_id, m.provider_id),
             segments = coalesce(cur.segments, m.segments),
             attempts = m.attempts + cur.attempts,
             sent_at = case when cur.outcome = 'sent' then coalesce(m.sent_at, now()) else m.sent_at end,
             status = case cur.rank when 1 then 'sent' when 2 then 'failed' when 3 then 'delivered' when 4 then 'read' else m.status end,
             status_rank = cur.rank,
             error = case when cur.outcome = 'failed' and cur.old_rank < 2 then left(cur.error, 500)
                          when cur.rank = 2 and cur.old_rank < 2 then coalesce(m.error, 'failed') else m.error end,
             delivered_at = case when cur.rank >= 3 then coalesce(m.delivered_at, now()) else m.delivered_at end,
             read_at = case when cur.rank = 4 then coalesce(m.read_at, now()) else m.read_at end,
             updated_at = now()
           from cur where m.id = cur.id
           returning m.id
         ),
         refund as (
           select channel, to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n
           from cur where outcome = 'failed' and old_rank < 2 and channel in ('sms', 'whatsapp', 'push') group by 1, 2
         )
         update channel_usage u set used = greatest(0, u.used - refund.n)
         from refund where u.workspace_id = $1 and u.channel = refund.channel and u.month = refund.month`,
        [
          workspaceId,
          outcomes.map((o) => o.id),
          outcomes.map((o) => o.status),
          outcomes.map((o) => o.providerId ?? null),
          outcomes.map((o) => o.segments ?? null),
          outcomes.map((o) => o.error ?? null),
          outcomes.map((o) => o.attempts),
        ],
      );
    },
    /** Messages counted this month per limited channel (what the plan's allowance is checked against). */
    async usage(workspaceId: string, month: string): Promise<Record<string, number>> {
      const rows = await q('select channel, used from channel_usage where workspace_id = $1 and month = $2', [workspaceId, month]);
      return Object.fromEntries(rows.map((r) => [String(r.channel), Number(r.used)]));
    },
    /** A message's text and template (where its tracked links are), undefined for an unknown or skipped one. */
    async linksOf(id: string): Promise<{ body: string | null; template: unknown } | undefined> {
      const rows = await q("select body, template from channel_messages where id = $1 and status <> 'skipped'", [id]);
      if (!rows[0]) return undefined;
      const t = rows[0].template;
      return { body: (rows[0].body as string | null) ?? null, template: typeof t === 'string' ? JSON.parse(t) : t };
    },
    /** Counts a click on a message's tracked link (the first one's time is kept). */
    async click(id: string) {
      await q('update channel_messages set clicks = clicks + 1, clicked_at = coalesce(clicked_at, now()) where id = $1', [id]);
    },
  };
}
export type OutboundRepo = ReturnType<typeof outboundRepo>;
