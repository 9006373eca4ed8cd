// SQL of the channels module. Every statement is scoped by workspace, except the look-up of a configuration by the
// random token in its webhook URL (the caller then proves itself with the provider's signature).
import type { ChannelKind, ChannelMessage, ChannelMessageStatus } from '@ulak/shared/channels';
import type { Database } from '../../db/client.js';

export type ConfigRow = {
  id: string;
  workspaceId: string;
  channel: ChannelKind;
  settings: Record<string, string>;
  secrets: string;
  hookToken: string;
  state: 'connected' | 'error';
  lastError: string | null;
  lastTestedAt: Date | null;
  updatedAt: Date;
};
export type MessageRow = ChannelMessage & { workspaceId: string };
export type AddressRow = {
  channel: string;
  address: string;
  contactId: string | null;
  consent: 'granted' | 'revoked' | null;
  source: string | null;
  lastInboundAt: Date | null;
  updatedAt: Date;
};

const date = (v: unknown) => (v instanceof Date ? v : v ? new Date(String(v)) : null);
const iso = (v: unknown) => (date(v) ?? new Date(0)).toISOString();

const toConfig = (r: Record<string, unknown>): ConfigRow => ({
  id: String(r.id),
  workspaceId: String(r.workspace_id),
  channel: r.channel as ChannelKind,
  settings: (typeof r.settings === 'string' ? JSON.parse(r.settings) : r.settings) as Record<string, string>,
  secrets: String(r.secrets),
  hookToken: String(r.hook_token),
  state: r.state as ConfigRow['state'],
  lastError: (r.last_error as string | null) ?? null,
  lastTestedAt: date(r.last_tested_at),
  updatedAt: date(r.updated_at) ?? new Date(0),
});

export const toMessage = (r: Record<string, unknown>): MessageRow => ({
  id: String(r.id),
  workspaceId: String(r.workspace_id),
  channel: r.channel as ChannelKind,
  contactId: (r.contact_id as string | null) ?? null,
  to: String(r.to_address),
  text: (r.body as string | null) ?? null,
  template: r.template ? String((typeof r.template === 'string' ? JSON.parse(r.template) : r.template).name) : null,
  status: r.status as ChannelMessageStatus,
  providerId: (r.provider_id as string | null) ?? null,
  segments: Number(r.segments),
  error: (r.error as string | null) ?? null,
  attempts: Number(r.attempts),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export const toAddress = (r: Record<string, unknown>): AddressRow => ({
  channel: String(r.channel),
  address: String(r.address),
  contactId: (r.contact_id as string | null) ?? null,
  consent: (r.consent as AddressRow['consent']) ?? null,
  source: (r.consent_source as string | null) ?? null,
  lastInboundAt: date(r.last_inbound_at),
  updatedAt: date(r.updated_at) ?? new Date(0),
});

// statusSet is the SET clause that moves a message's status forward to the given rank and status (never back: see
// STATUS_RANK), stamping its times; the arguments name the statement's parameters.
const statusSet = (rank: string, value: string, reason: string) => `
  status = case when status_rank < ${rank} then ${value} else status end,
  error = case when status_rank < ${rank} and ${value} = 'failed' then coalesce(${reason}, error) else error end,
  sent_at = coalesce(sent_at, now()),
  delivered_at = case when ${rank} >= ${STATUS_RANK.delivered} then coalesce(delivered_at, now()) else delivered_at end,
  read_at = case when ${rank} = ${STATUS_RANK.read} then coalesce(read_at, now()) else read_at end,
  status_rank = greatest(status_rank, ${rank}), updated_at = now()`;

/** The order a message's status may only move forward in; failed closes queued/sent but never a delivered or read message. */
export const STATUS_RANK: Record<ChannelMessageStatus, number> = { queued: 0, sent: 1, failed: 2, delivered: 3, read: 4, skipped: 5 };

// channelsRepo returns the SQL of the module over one database.
export function channelsRepo(database: Database) {
  const q = async (text: string, values: unknown[] = []) => (await database.query(text, values)).rows;
  // applyStatusWhere moves the matched message's status forward (never back: see STATUS_RANK) and stamps its times
  const applyStatusWhere = async (where: string, keys: unknown[], status: 'sent' | 'delivered' | 'read' | 'failed', error: string | null) => {
    const n = keys.length;
    const rows = await q(`update channel_messages set ${statusSet(`$${n + 1}`, `$${n + 2}`, `$${n + 3}`)} where ${where} returning *`, [
      ...keys,
      STATUS_RANK[status],
      status,
      error,
    ]);
    return rows[0] ? toMessage(rows[0]) : undefined;
  };
  return {
    async configs(workspaceId: string): Promise<ConfigRow[]> {
      return (await q('select * from channel_configs where workspace_id = $1', [workspaceId])).map(toConfig);
    },
    async config(workspaceId: string, channel: ChannelKind): Promise<ConfigRow | undefined> {
      const rows = await q('select * from channel_configs where workspace_id = $1 and channel = $2', [workspaceId, channel]);
      return rows[0] ? toConfig(rows[0]) : undefined;
    },
    /** Every workspace's configuration of a channel (the SMPP sessions bound at start). */
    async configsOf(channel: ChannelKind): Promise<ConfigRow[]> {
      return (await q('select * from channel_configs where channel = $1', [channel])).map(toConfig);
    },
    async configByToken(channel: ChannelKind, token: string): Promise<ConfigRow | undefined> {
      const rows = await q('select * from channel_configs where hook_token = $1 and channel = $2', [token, channel]);
      return rows[0] ? toConfig(rows[0]) : undefined;
    },
    async upsertConfig(workspaceId: string, channel: ChannelKind, settings: Record<string, string>, secrets: string, hookToken: string): Promise<ConfigRow> {
      const rows = await q(
        `insert into channel_configs (workspace_id, channel, settings, secrets, hook_token) values ($1, $2, $3::jsonb, $4, $5)
         on conflict (workspace_id, channel) do update set settings = excluded.settings, secrets = excluded.secrets, updated_at = now()
         returning *`,
        [workspaceId, channel, JSON.stringify(settings), secrets, hookToken],
      );
      return toConfig(rows[0]);
    },
    async setState(
      workspaceId: string,
      channel: ChannelKind,
      state: 'connected' | 'error',
      error: string | null,
      tested: boolean,
      extraSettings: Record<string, string> = {},
    ) {
      await q(
        `update channel_configs set state = $3, last_error = $4, settings = settings || $6::jsonb,
           last_tested_at = case when $5 then now() else last_tested_at end, updated_at = now()
         where workspace_id = $1 and channel = $2`,
        [workspaceId, channel, state, error, tested, JSON.stringify(extraSettings)],
      );
    },
    async deleteConfig(workspaceId: string, channel: ChannelKind): Promise<boolean> {
      return (await q('delete from channel_configs where workspace_id = $1 and channel = $2 returning id', [workspaceId, channel])).length > 0;
    },

    /** Applies a delivery report by provider id, only if it moves the status forward. Returns the message when it exists. */
    async applyStatus(workspaceId: string, channel: ChannelKind, providerId: string, status: 'sent' | 'delivered' | 'read' | 'failed', error: string | null) {
      return applyStatusWhere('workspace_id = $1 and channel = $2 and provider_id = $3', [workspaceId, channel, providerId], status, error);
    },
    /**
     * Records a delivery report once (channel_events) and applies it in the same statement; false when it was recorded
     * already (a retried webhook: nothing changes). A report for a provider id no row has yet stays recorded and is
     * applied when the send's answer is written (outbound.repo record).
     */
    async recordStatus(
      workspaceId: string,
      channel: ChannelKind,
      providerId: string,
      status: 'sent' | 'delivered' | 'read' | 'failed',
      error: string | null,
    ): Promise<boolean> {
      const rows = await q(
        `with ev as (
           insert into channel_events (workspace_id, channel, kind, external_id) values ($1, $2, $7, $3) on conflict do nothing returning 1
         ),
         upd as (
           update channel_messages set ${statusSet('$4', '$5', '$6')}
           where workspace_id = $1 and channel = $2 and provider_id = $3 and exists (select 1 from ev) returning id
         )
         select (select count(*) from ev)::int as recorded, (select count(*) from upd)::int as applied`,
        [workspaceId, channel, providerId, STATUS_RANK[status], status, error, `status:${status}`],
      );
      return Number(rows[0].recorded) > 0;
    },
    /** The same by the message's own id (an SMPP message whose parts' receipts decided its status). */
    async applyMessageStatus(id: string, status: 'delivered' | 'failed', error: string | null) {
      return applyStatusWhere('id = $1', [id], status, error);
    },

    /** Records the SMSC's id of each part of a message sent over SMPP (the receipts name parts). */
    async addParts(workspaceId: string, channel: ChannelKind, messageId: string, providerIds: string[]) {
      await q(
        `insert into channel_message_parts (workspace_id, channel, provider_id, message_id, part)
         select $1, $2, p.id, $3, p.n from unnest($4::text[]) with ordinality as p(id, n) on conflict do nothing`,
        [workspaceId, channel, messageId, providerIds],
      );
    },
    /**
     * Applies a receipt to a part when it moves the part forward. undefined: no part has that id (not written yet, or
     * not ours); moved false: a duplicate or a late receipt. With the message's figures: parts, delivered, first failure.
     */
    async applyPartStatus(workspaceId: string, channel: ChannelKind, providerId: string, status: 'sent' | 'delivered' | 'failed', error: string | null) {
      const moved = await q(
        `update channel_message_parts set status = $4, status_rank = $5, error = $6, updated_at = now()
         where workspace_id = $1 and channel = $2 and provider_id = $3 and status_rank < $5 returning message_id`,
        [workspaceId, channel, providerId, status, STATUS_RANK[status], error],
      );
      const messageId = moved[0]
        ? String(moved[0].message_id)
        : (
            await q('select message_id from channel_message_parts where workspace_id = $1 and channel = $2 and provider_id = $3', [
              workspaceId,
              channel,
              providerId,
            ])
          )[0]?.message_id;
      if (!messageId) return undefined;
      const figures = (
        await q(
          `select count(*)::int as parts, count(*) filter (where status = 'delivered')::int as delivered,
             (array_agg(error order by part) filter (where status = 'failed'))[1] as failure
           from channel_message_parts where message_id = $1`,
          [messageId],
        )
      )[0];
      return {
        moved: moved.length > 0,
        messageId: String(messageId),
        parts: Number(figures.parts),
        delivered: Number(figures.delivered),
        failure: (figures.failure as string | null) ?? null,
      };
    },
    async messages(workspaceId: string, f: { channel?: string; status?: string; page: number; limit: number }) {
      const where = ['workspace_id = $1'];
      const values: unknown[] = [workspaceId];
      if (f.channel) where.push(`channel = $${values.push(f.channel)}`);
      if (f.status) where.push(`status = $${values.push(f.status)}`);
      const total = Number((await q(`select count(*)::int as n from channel_messages where ${where.join(' and ')}`, values))[0].n);
      const rows = await q(
        `select * from channel_messages where ${where.join(' and ')} order by created_at desc, id desc limit ${f.limit} offset ${(f.page - 1) * f.limit}`,
        values,
      );
      return { total, messages: rows.map(toMessage) };
    },

    /** Records an event once; false when it was already recorded (a retried webhook). */
    async recordEvent(workspaceId: string, channel: string, kind: string, externalId: string): Promise<boolean> {
      const rows = await q(
        'insert into channel_events (workspace_id, channel, kind, external_id) values ($1, $2, $3, $4) on conflict do nothing returning external_id',
        [workspaceId, channel, kind, externalId],
      );
      return rows.length > 0;
    },

    async forgetEvent(workspaceId: string, channel: string, kind: string, externalId: string) {
      await q('delete from channel_events where workspace_id = $1 and channel = $2 and kind = $3 and external_id = $4', [
        workspaceId,
        channel,
        kind,
        externalId,
      ]);
    },

    async address(workspaceId: string, channel: string, address: string): Promise<AddressRow | undefined> {
      const rows = await q('select * from channel_addresses where workspace_id = $1 and channel = $2 and address = $3', [workspaceId, channel, address]);
      return rows[0] ? toAddress(rows[0]) : undefined;
    },
    async addressesOfContact(workspaceId: string, contactId: string): Promise<AddressRow[]> {
      return (await q('select * from channel_addresses where workspace_id = $1 and contact_id = $2 order by channel', [workspaceId, contactId])).map(toAddress);
    },
    async setConsent(workspaceId: string, channel: string, address: string, contactId: string | null, consent: 'granted' | 'revoked', source: string) {
      await q(
        `insert into channel_addresses (workspace_id, channel, address, contact_id, consent, consent_source, consent_at) values ($1, $2, $3, $4, $5, $6, now())
         on conflict (workspace_id, channel, address) do update set contact_id = coalesce(excluded.contact_id, channel_addresses.contact_id),
           consent = excluded.consent, consent_source = excluded.consent_source, consent_at = now(), updated_at = now()`,
        [workspaceId, channel, address, contactId, consent, source],
      );
    },
    async touchInbound(workspaceId: string, channel: string, address: string, name: string | null): Promise<AddressRow> {
      const rows = await q(
        `insert into channel_addresses (workspace_id, channel, address, name, last_inbound_at) values ($1, $2, $3, $4, now())
         on conflict (workspace_id, channel, address) do update set last_inbound_at = now(), name = coalesce(excluded.name, channel_addresses.name), updated_at = now()
         returning *`,
        [workspaceId, channel, address, name],
      );
      return toAddress(rows[0]);
    },

    async addPushSubscription(workspaceId: string, contactId: string | null, s: { endpoint: string; p256dh: string; auth: string }) {
      const rows = await q(
        `insert into push_subscriptions (workspace_id, contact_id, endpoint, p256dh, auth) values ($1, $2, $3, $4, $5)
         on conflict (workspace_id, endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, contact_id = coalesce(excluded.contact_id, push_subscriptions.contact_id)
         returning id`,
        [workspaceId, contactId, s.endpoint, s.p256dh, s.auth],
      );
      return String(rows[0].id);
    },
    async pushSubscriptions(workspaceId: string, by: { contactId?: string; id?: string }) {
      const rows = by.contactId
        ? await q('select * from push_subscriptions where workspace_id = $1 and contact_id = $2', [workspaceId, by.contactId])
        : await q('select * from push_subscriptions where workspace_id = $1 and id::text = $2', [workspaceId, by.id ?? '']);
      return rows.map((r) => ({ id: String(r.id), endpoint: String(r.endpoint), p256dh: String(r.p256dh), auth: String(r.auth) }));
    },
    async removePushSubscription(workspaceId: string, id: string) {
      await q('delete from push_subscriptions where workspace_id = $1 and id = $2', [workspaceId, id]);
    },
    async removePushEndpoint(workspaceId: string, endpoint: string) {
      await q('delete from push_subscriptions where workspace_id = $1 and endpoint = $2', [workspaceId, endpoint]);
    },
    async contactIdByEmail(workspaceId: string, email: string): Promise<string | null> {
      // the contacts module owns the table; this read-only lookup ties a push subscription to a known contact
      const rows = await q('select id from contacts where workspace_id = $1 and email = $2', [workspaceId, email.toLowerCase()]);
      return rows[0] ? String(rows[0].id) : null;
    },
  };
}
export type ChannelsRepo = ReturnType<typeof channelsRepo>;

/** The few fields of a contact the channels need (read-only; the contacts module owns the table). */
export type ContactLite = { id: string; email: string; phone: string | null; firstName: string | null; lastName: string | null };

// contactLite reads one contact of a workspace.
export async function contactLite(database: Database, workspaceId: string, id: string): Promise<ContactLite | undefined> {
  const rows = (await database.query('select id, email, phone, first_name, last_name from contacts where workspace_id = $1 and id = $2', [workspaceId, id]))
    .rows;
  const r = rows[0];
  return r
    ? {
        id: String(r.id),
        email: String(r.email),
        phone: (r.phone as string | null) ?? null,
        firstName: (r.first_name as string | null) ?? null,
        lastName: (r.last_name as string | null) ?? null,
      }
    : undefined;
}
