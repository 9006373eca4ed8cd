import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.js';
import { contacts } from '../contacts/contacts.schema.js';
import { mailServers } from '../sending/sending.schema.js';
import { templates } from '../templates/templates.schema.js';
import { workspaces } from '../workspaces/workspaces.schema.js';

export type CampaignAudience = { listIds: string[]; segmentIds: string[]; emails: { email: string; name: string }[] };
export type AbTest = {
  subjects: string[];
  testPercent: number;
  metric: 'open' | 'click';
  waitMinutes: number;
  winner?: number | null;
  decidedAt?: string | null;
};

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['email', 'sms', 'whatsapp', 'push'] })
      .notNull()
      .default('email'),
    status: text('status', { enum: ['draft', 'scheduled', 'sending', 'sent', 'paused', 'failed', 'cancelled'] })
      .notNull()
      .default('draft'),
    subject: text('subject').notNull().default(''),
    htmlContent: text('html_content').notNull().default(''),
    textContent: text('text_content'),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    fromName: text('from_name'),
    fromEmail: text('from_email'),
    /** The sender identity chosen in the wizard (its name and addresses are copied above when the campaign starts). */
    senderIdentityId: uuid('sender_identity_id'),
    replyTo: text('reply_to'),
    personalizeContent: boolean('personalize_content').notNull().default(true),
    trackOpens: boolean('track_opens').notNull().default(true),
    trackClicks: boolean('track_clicks').notNull().default(true),
    audience: jsonb('audience').$type<CampaignAudience>().notNull().default({ listIds: [], segmentIds: [], emails: [] }),
    abTest: jsonb('ab_test').$type<AbTest | null>(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('campaigns_workspace_created_idx').on(t.workspaceId, t.createdAt), index('campaigns_status_idx').on(t.status)],
);

/**
 * One row per email sent to a contact: a recipient of a campaign (resolved once when sending starts; workers claim
 * batches with FOR UPDATE SKIP LOCKED, and a claim that outlives its lease is taken again, so a crash loses nobody), or
 * an automation's send_email step (campaign_id null, the automation_* columns set; one row per run, node and
 * iteration, written by the automation engine before it sends). Plan usage, tracking and analytics read both alike.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for an automation email. */
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name'),
    variant: integer('variant'),
    status: text('status', { enum: ['queued', 'held', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    serverId: uuid('server_id').references(() => mailServers.id, { onDelete: 'set null' }),
    messageId: text('message_id'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** First human open, or the first human click when the pixel was not loaded. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** First human click: a link scanner's clicks (modules/tracking/tracking.ts) never set it, and clear it when they turn machine later. */
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    /** First open of any kind, machine (privacy proxy, scanner) included; opened_at is the first human one. */
    firstOpenAt: timestamp('first_open_at', { withTimezone: true }),
    // An automation email: the workflow, run, step (node) and iteration that sent it. No foreign keys: the record (and
    // so the plan usage and the figures) outlives a deleted workflow, as a campaign's sent mail counts until month end.
    automationWorkflowId: uuid('automation_workflow_id'),
    automationRunId: uuid('automation_run_id'),
    automationNodeId: text('automation_node_id'),
    automationIteration: integer('automation_iteration'),
  },
  (t) => [
    check('deliveries_source_ck', sql`campaign_id is not null or automation_run_id is not null`),
    // a step executed or dispatched again finds its delivery instead of adding (and sending) a second one
    uniqueIndex('deliveries_automation_step_uq')
      .on(t.automationRunId, t.automationNodeId, t.automationIteration)
      .where(sql`automation_run_id is not null`),
    index('deliveries_automation_workflow_idx')
      .on(t.automationWorkflowId, t.automationNodeId)
      .where(sql`automation_workflow_id is not null`),
    index('deliveries_campaign_status_idx').on(t.campaignId, t.status),
    index('deliveries_pending_idx')
      .on(t.campaignId, t.id)
      .where(sql`status in ('queued', 'sending')`),
    index('deliveries_workspace_sent_idx')
      .on(t.workspaceId, t.sentAt)
      .where(sql`status = 'sent'`),
    // the platform's emails sent in a range (the admin's stat card)
    index('deliveries_sent_at_idx')
      .on(t.sentAt)
      .where(sql`status = 'sent'`),
    // the analytics rollup and the live part of today read the first opens and clicks of a time range
    index('deliveries_opened_idx')
      .on(t.openedAt)
      .where(sql`opened_at is not null`),
    index('deliveries_first_open_idx')
      .on(t.firstOpenAt)
      .where(sql`first_open_at is not null`),
    index('deliveries_clicked_idx')
      .on(t.clickedAt)
      .where(sql`clicked_at is not null`),
    // revenue attribution reads the messages a converting contact received before the purchase
    index('deliveries_contact_sent_idx')
      .on(t.contactId, t.sentAt)
      .where(sql`status = 'sent'`),
  ],
);

/**
 * Raw tracking hits (opens and clicks) with device, client, country and city; machine hits flagged. A request for a
 * message's hidden honeypot link is kept as type 'honeypot' (always machine) so that no open or click figure counts it.
 * Partitioned by UTC month of occurred_at (declarative range partitioning, written by hand in the migration
 * analytics_partitions_rollups; Drizzle has no syntax for it): the analytics module creates the months ahead and drops
 * whole old months by its retention setting, so the primary key carries occurred_at, and the time has a BRIN index.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    /** Null for a hit on an automation email (its delivery names the workflow). */
    campaignId: uuid('campaign_id'),
    workspaceId: uuid('workspace_id').notNull(),
    type: text('type', { enum: ['open', 'click', 'honeypot'] }).notNull(),
    url: text('url'),
    machine: boolean('machine').notNull().default(false),
    device: text('device'),
    client: text('client'),
    os: text('os'),
    country: text('country'),
    city: text('city'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'tracking_events_pk', columns: [t.id, t.occurredAt] }),
    index('tracking_events_campaign_idx').on(t.campaignId, t.type),
    index('tracking_events_delivery_idx').on(t.deliveryId),
    index('tracking_events_workspace_time_idx').on(t.workspaceId, t.occurredAt),
    index('tracking_events_time_brin').using('brin', t.occurredAt),
  ],
);
