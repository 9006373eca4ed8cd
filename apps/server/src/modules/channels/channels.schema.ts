// Tables of the channels module: per-workspace channel configuration (secrets sealed), outbound messages, the
// de-duplication ledger of provider callbacks, per-channel addresses with consent, and Web Push subscriptions.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChannelTemplate } from '@ulak/shared/channels';
import { workspaces } from '../workspaces/workspaces.schema.js';

export const channelConfigs = pgTable(
  'channel_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'whatsapp', 'telegram', 'push', 'slack'] }).notNull(),
    /** Non-secret settings (base URL, account id, sender, phone number id, VAPID public key…). */
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    /** Secret settings as one JSON object sealed with the instance's secret box; never returned. */
    secrets: text('secrets').notNull(),
    /** Random token in the webhook URLs: it names the workspace's configuration, the signature proves the sender. */
    hookToken: text('hook_token').notNull(),
    state: text('state', { enum: ['connected', 'error'] })
      .notNull()
      .default('connected'),
    lastError: text('last_error'),
    lastTestedAt: timestamp('last_tested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('channel_configs_workspace_channel_uq').on(t.workspaceId, t.channel), uniqueIndex('channel_configs_hook_token_uq').on(t.hookToken)],
);

export const channelMessages = pgTable(
  'channel_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'whatsapp', 'telegram', 'push', 'slack'] }).notNull(),
    contactId: uuid('contact_id'),
    toAddress: text('to_address').notNull(),
    body: text('body'),
    template: jsonb('template').$type<ChannelTemplate>(),
    status: text('status', { enum: ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    /** The order statuses may only move forward in (callbacks arrive out of order). */
    statusRank: integer('status_rank').notNull().default(0),
    providerId: text('provider_id'),
    segments: integer('segments').notNull().default(0),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    /** The channel campaign the message was sent for (its per-recipient figures are read from these rows). */
    campaignId: uuid('campaign_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The first click on one of the message's tracked links (campaign SMS and push), and how many clicks there were. */
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    clicks: integer('clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('channel_messages_workspace_created_idx').on(t.workspaceId, t.createdAt),
    uniqueIndex('channel_messages_provider_uq')
      .on(t.workspaceId, t.channel, t.providerId)
      .where(sql`${t.providerId} is not null`),
    uniqueIndex('channel_messages_idempotency_uq')
      .on(t.workspaceId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('channel_messages_campaign_idx')
      .on(t.campaignId, t.contactId)
      .where(sql`${t.campaignId} is not null`),
  ],
);

/**
 * Messages handed to the provider per workspace, channel and calendar month (UTC, 'YYYY-MM'): what the plan's monthly
 * channel limit is checked against. Changed only in the statement that writes the message rows (and given back in the
 * one that records a provider's refusal), so it always equals what the rows say.
 */
export const channelUsage = pgTable(
  'channel_usage',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'channel_usage_pk', columns: [t.workspaceId, t.channel, t.month] })],
);

/**
 * The parts of a concatenated SMS sent over SMPP, each with the message id the SMSC gave it: delivery receipts name a
 * part, and the message is delivered when every part is, failed as soon as one fails. The first part's id is also the
 * message row's provider id.
 */
export const channelMessageParts = pgTable(
  'channel_message_parts',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    providerId: text('provider_id').notNull(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => channelMessages.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    status: text('status', { enum: ['sent', 'delivered', 'failed'] })
      .notNull()
      .default('sent'),
    /** Moves only forward, like the message's own rank: a duplicate or late receipt changes nothing. */
    statusRank: integer('status_rank').notNull().default(1),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'channel_message_parts_pk', columns: [t.workspaceId, t.channel, t.providerId] }),
    index('channel_message_parts_message_idx').on(t.messageId),
  ],
);

/** Every provider callback and inbound message once: a retried webhook finds its row and changes nothing. */
export const channelEvents = pgTable(
  'channel_events',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** 'inbound' or 'status:<status>'. */
    kind: text('kind').notNull(),
    externalId: text('external_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'channel_events_pk', columns: [t.workspaceId, t.channel, t.kind, t.externalId] })],
);

/** An address on a channel (E.164 number, Telegram chat id): the contact it belongs to, its consent, its last inbound message. */
export const channelAddresses = pgTable(
  'channel_addresses',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    contactId: uuid('contact_id'),
    consent: text('consent', { enum: ['granted', 'revoked'] }),
    consentSource: text('consent_source'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    name: text('name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'channel_addresses_pk', columns: [t.workspaceId, t.channel, t.address] }),
    index('channel_addresses_contact_idx').on(t.workspaceId, t.contactId),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_workspace_endpoint_uq').on(t.workspaceId, t.endpoint),
    index('push_subscriptions_contact_idx').on(t.workspaceId, t.contactId),
  ],
);

/** A campaign on SMS, WhatsApp (approved template) or Web Push to a list or a segment. */
export const channelCampaigns = pgTable(
  'channel_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp', 'push'] }).notNull(),
    body: text('body'),
    template: jsonb('template').$type<ChannelTemplate>(),
    listId: uuid('list_id'),
    segmentId: uuid('segment_id'),
    status: text('status', { enum: ['draft', 'sending', 'sent'] })
      .notNull()
      .default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The end of the quiet hours the campaign waits for (null when it is not waiting). */
    deferredUntil: timestamp('deferred_until', { withTimezone: true }),
  },
  (t) => [index('channel_campaigns_workspace_created_idx').on(t.workspaceId, t.createdAt)],
);

/**
 * One row per recipient, written once when the campaign starts, numbered in order (`seq`): batch n is the recipients
 * with seq in [n × size, (n + 1) × size). Its message row (channel_messages.campaign_id) carries its status.
 */
export const channelCampaignRecipients = pgTable(
  'channel_campaign_recipients',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => channelCampaigns.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'channel_campaign_recipients_pk', columns: [t.campaignId, t.contactId] }),
    index('channel_campaign_recipients_seq_idx').on(t.campaignId, t.seq),
  ],
);

/**
 * A campaign's recipients in batches, the unit workers claim with FOR UPDATE SKIP LOCKED: one row written per batch
 * claimed and done, not per recipient. A claim whose lease (claimed_at, renewed while held) has passed belongs to a dead
 * worker and is claimed again.
 */
export const channelCampaignBatches = pgTable(
  'channel_campaign_batches',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => channelCampaigns.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'done'] })
      .notNull()
      .default('pending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'channel_campaign_batches_pk', columns: [t.campaignId, t.n] })],
);
