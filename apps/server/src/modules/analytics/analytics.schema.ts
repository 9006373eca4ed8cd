import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * The workspace's figures per UTC day, no campaign, channel or place (summed from analytics_daily in the same step) and
 * the list's growth and churn that day (contacts created, unsubscribes, bounces and complaints from engagement_events):
 * the report's cards and daily series read one row a day.
 */
export const analyticsTotalsDaily = pgTable(
  'analytics_totals_daily',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull().default(0),
    uniqueOpens: integer('unique_opens').notNull().default(0),
    uniqueOpensAny: integer('unique_opens_any').notNull().default(0),
    uniqueClicks: integer('unique_clicks').notNull().default(0),
    opens: integer('opens').notNull().default(0),
    humanOpens: integer('human_opens').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    humanClicks: integer('human_clicks').notNull().default(0),
    subscribed: integer('subscribed').notNull().default(0),
    unsubscribed: integer('unsubscribed').notNull().default(0),
    bounced: integer('bounced').notNull().default(0),
    complained: integer('complained').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_totals_daily_pk', columns: [t.workspaceId, t.day] })],
);

/** A campaign's sends, unique opens (human, any) and unique clicks per UTC day (from analytics_daily): the campaign table and the dashboard's latest campaigns. */
export const analyticsCampaignDaily = pgTable(
  'analytics_campaign_daily',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull().default(0),
    uniqueOpens: integer('unique_opens').notNull().default(0),
    uniqueOpensAny: integer('unique_opens_any').notNull().default(0),
    uniqueClicks: integer('unique_clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'analytics_campaign_daily_pk', columns: [t.workspaceId, t.campaignId, t.day] }),
    index('analytics_campaign_daily_day_idx').on(t.workspaceId, t.day),
  ],
);

/** The workspace's sends, first human opens and first human clicks per UTC hour: the dashboard's ranges (1 hour to a year). */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    sent: integer('sent').notNull().default(0),
    uniqueOpens: integer('unique_opens').notNull().default(0),
    uniqueClicks: integer('unique_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_hourly_pk', columns: [t.workspaceId, t.hour] })],
);

/**
 * The raw hits compacted per delivery × UTC day × link ('' for opens) × country × city: open and click hits, all and
 * human (a click within 2 s of sending is a machine's, as the campaign report counts it), and the first hit's time.
 * Kept when retention drops the raw months, so a campaign's click map and per-recipient hit counts and the place
 * drill-down stay. No primary key: a link may be longer than a btree key; the step's GROUP BY makes the rows unique.
 */
export const analyticsDeliveryHits = pgTable(
  'analytics_delivery_hits',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    /** Null for an automation email's hits. */
    campaignId: uuid('campaign_id'),
    url: text('url').notNull().default(''),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    opens: integer('opens').notNull().default(0),
    humanOpens: integer('human_opens').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    humanClicks: integer('human_clicks').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_delivery_hits_delivery_idx').on(t.deliveryId, t.day),
    index('analytics_delivery_hits_campaign_idx')
      .on(t.campaignId, t.deliveryId)
      .where(sql`campaign_id is not null`),
    index('analytics_delivery_hits_place_idx').on(t.workspaceId, t.country, t.day),
  ],
);

/** How far the rollup job has read (one row per rollup name). */
export const analyticsWatermarks = pgTable('analytics_watermarks', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true })
    .notNull()
    .default(sql`'epoch'`),
});

/** Opens and clicks (hits, all and human) per workspace × UTC day × country × city of the hit ('' when unknown). */
export const analyticsGeoDaily = pgTable(
  'analytics_geo_daily',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    opens: integer('opens').notNull().default(0),
    humanOpens: integer('human_opens').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    humanClicks: integer('human_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_geo_daily_pk', columns: [t.workspaceId, t.day, t.country, t.city] })],
);

/** Human opens and clicks per workspace × UTC day × quarter hour of the day (0–95): the heat map in any time zone. */
export const analyticsSlotsDaily = pgTable(
  'analytics_slots_daily',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    humanOpens: integer('human_opens').notNull().default(0),
    humanClicks: integer('human_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_slots_daily_pk', columns: [t.workspaceId, t.day, t.slot] })],
);

/**
 * The same human opens and clicks per UTC hour of the day (0–23), summed from the quarter hours in the same step: the
 * heat map of a time zone whose offset is a whole number of hours reads a quarter of the rows.
 */
export const analyticsHoursDaily = pgTable(
  'analytics_hours_daily',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    humanOpens: integer('human_opens').notNull().default(0),
    humanClicks: integer('human_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_hours_daily_pk', columns: [t.workspaceId, t.day, t.hour] })],
);

/** Human opens and clicks per workspace × UTC day × device type × operating system × mail client ('unknown' when not read). */
export const analyticsDeviceDaily = pgTable(
  'analytics_device_daily',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    device: text('device').notNull(),
    os: text('os').notNull(),
    client: text('client').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_device_daily_pk', columns: [t.workspaceId, t.day, t.device, t.os, t.client] })],
);

/**
 * Monthly sums of the place, device and hour-of-week rollups (a month is its first day), summed from the daily rows in the
 * same step: a report reads its whole months from these and only the days of its first, partial month from the daily rows.
 */
export const analyticsGeoMonthly = pgTable(
  'analytics_geo_monthly',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    opens: integer('opens').notNull().default(0),
    humanOpens: integer('human_opens').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    humanClicks: integer('human_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_geo_monthly_pk', columns: [t.workspaceId, t.month, t.country, t.city] })],
);
export const analyticsDeviceMonthly = pgTable(
  'analytics_device_monthly',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    device: text('device').notNull(),
    os: text('os').notNull(),
    client: text('client').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_device_monthly_pk', columns: [t.workspaceId, t.month, t.device, t.os, t.client] })],
);
/** Human opens and clicks per month × UTC weekday (0 = Sunday) × UTC hour: a month the viewer's zone keeps one whole-hour offset through is moved at once. */
export const analyticsHoursMonthly = pgTable(
  'analytics_hours_monthly',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    weekday: smallint('weekday').notNull(),
    hour: smallint('hour').notNull(),
    humanOpens: integer('human_opens').notNull().default(0),
    humanClicks: integer('human_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_hours_monthly_pk', columns: [t.workspaceId, t.month, t.weekday, t.hour] })],
);

/**
 * Platform settings of the analytics module (one row, name 'platform'): how many months of raw tracking hits to keep
 * (null: forever), and the first instant still kept after the last drop of old months (null: nothing dropped yet).
 */
export const analyticsSettings = pgTable('analytics_settings', {
  name: text('name').primaryKey(),
  retentionMonths: integer('retention_months'),
  droppedThrough: timestamp('dropped_through', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({ dataType: () => 'bytea', fromDriver: (v) => Buffer.from(v) });

/** A heavy report export run as a job: its progress, then the file (kept for a day) for its owner to download. */
export const analyticsExports = pgTable(
  'analytics_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    format: text('format', { enum: ['pdf', 'csv', 'xlsx'] }).notNull(),
    days: integer('days').notNull(),
    language: text('language').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    file: bytea('file'),
    size: integer('size'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('analytics_exports_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/**
 * "Likely to churn", recomputed hourly by the rollup job: subscribed contacts with at least CHURN_MIN_RECEIVED messages
 * in 90 days and an engagement likelihood (opened + 1) / (received + 2) below CHURN_LIKELIHOOD.
 */
export const analyticsChurn = pgTable(
  'analytics_churn',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').notNull(),
    email: text('email').notNull(),
    received: integer('received').notNull(),
    engaged: integer('engaged').notNull(),
    likelihood: doublePrecision('likelihood').notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_churn_pk', columns: [t.workspaceId, t.contactId] }),
    // the report lists the first 50 in this order straight from the index
    index('analytics_churn_order_idx').on(t.workspaceId, t.likelihood, t.received.desc(), t.email),
  ],
);

/**
 * Join-month cohorts of the last 13 months, recomputed hourly by the rollup job: the cohort's size, and how many of its
 * contacts opened or clicked in each later month (offset 0 = the month they joined; -1 when none did yet).
 */
export const analyticsCohorts = pgTable(
  'analytics_cohorts',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    offset: integer('offset').notNull(),
    size: integer('size').notNull(),
    active: integer('active').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_cohorts_pk', columns: [t.workspaceId, t.month, t.offset] })],
);
