import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/workspaces.schema.js';

/** A purchase: a `purchase_made` event or a paid invoice. One row per (workspace, event id), so recording twice is a no-op. */
export const conversions = pgTable(
  'conversions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    source: text('source', { enum: ['event', 'invoice'] }).notNull(),
    contactId: uuid('contact_id'),
    email: text('email'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversions_workspace_event_uq').on(t.workspaceId, t.eventId), index('conversions_workspace_time_idx').on(t.workspaceId, t.occurredAt)],
);

/**
 * Daily figures per workspace × campaign × channel × country × device, rebuilt from a watermark by the rollup job.
 * Sends carry no country or device (''); opens and clicks carry the country and device of the hit.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    campaignId: uuid('campaign_id').notNull(),
    channel: text('channel').notNull().default('email'),
    country: text('country').notNull().default(''),
    device: text('device').notNull().default(''),
    sent: integer('sent').notNull().default(0),
    /** Deliveries whose first human open was that day (deliveries.opened_at). */
    uniqueOpens: integer('unique_opens').notNull().default(0),
    /** Deliveries whose first open of any kind, machine included, was that day (deliveries.first_open_at). */
    uniqueOpensAny: integer('unique_opens_any').notNull().default(0),
    uniqueClicks: integer('unique_clicks').notNull().default(0),
    opens: integer('opens').notNull().default(0),
    humanOpens: integer('human_opens').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    humanClicks: integer('human_clicks').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'analytics_daily_pk', columns: [t.workspaceId, t.day, t.campaignId, t.channel, t.country, t.device] }),
    index('analytics_daily_workspace_day_idx').on(t.workspaceId, t.day),
  ],
);

/** How far the rollup job has read (one row per rollup name). */
export const analyticsWatermarks = pgTable('analytics_watermarks', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true })
    .notNull()
    .default(sql`'epoch'`),
});
