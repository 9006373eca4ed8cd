// The platform admin's own tables: suspensions, impersonations, the access log, acknowledged alerts, security toggles,
// the DNS blocklists setting and the blocklists' answers about the sending IPs.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from '../auth/auth.schema.js';

/** A suspended account: it cannot sign in and its sessions are refused; its data stays. */
export const adminSuspensions = pgTable('admin_suspensions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedBy: uuid('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An admin acting as a user: the session it started, why, and until when. */
export const adminImpersonations = pgTable(
  'admin_impersonations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminEmail: text('admin_email').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userEmail: text('user_email').notNull(),
    reason: text('reason').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('admin_impersonations_session_idx').on(t.sessionId)],
);

/** Every admin action and every action taken while impersonating ("admin X as user Y"); append-only. */
export const adminAccessLog = pgTable(
  'admin_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    asUserEmail: text('as_user_email'),
    action: text('action').notNull(),
    target: text('target'),
    ip: text('ip'),
    detail: jsonb('detail'),
  },
  (t) => [index('admin_access_log_at_idx').on(t.at), index('admin_access_log_action_idx').on(t.action, t.at)],
);

/** An alert an admin acknowledged; it stays acknowledged while its condition lasts. */
export const adminAlertAcks = pgTable('admin_alert_acks', {
  alertId: text('alert_id').primaryKey(),
  acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The platform's security toggles: one row (id 1). */
export const platformSecurity = pgTable('platform_security', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** The DNS blocklists the sending IPs are checked against (null: DEFAULT_DNSBL_ZONES) and the last check: one row (id 1). */
export const platformDnsbl = pgTable('platform_dnsbl', {
  id: integer('id').primaryKey(),
  zones: jsonb('zones'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Each blocklist's answer about each sending IP at the last check (replaced by every check). */
export const adminDnsblResults = pgTable(
  'admin_dnsbl_results',
  {
    ip: text('ip').notNull(),
    zone: text('zone').notNull(),
    status: text('status', { enum: ['listed', 'clean', 'unknown'] }).notNull(),
    /** The list's 127.0.0.x answer(s) when listed. */
    answer: text('answer'),
    /** The list's TXT reason when listed. */
    reason: text('reason'),
    /** The DNS error when unknown (ETIMEOUT, ESERVFAIL, LIST_REFUSED…). */
    error: text('error'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'admin_dnsbl_results_pk', columns: [t.ip, t.zone] })],
);

/** Every server process and its last heartbeat (workers alive, the error rate across API processes). */
export const platformProcesses = pgTable(
  'platform_processes',
  {
    id: uuid('id').primaryKey(),
    role: text('role', { enum: ['all', 'api', 'worker'] }).notNull(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    beatAt: timestamp('beat_at', { withTimezone: true }).notNull(),
    /** Answers and 5xx answers of the last 5 minutes, as of the heartbeat. */
    requests: integer('requests').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    rssMb: integer('rss_mb').notNull().default(0),
  },
  (t) => [index('platform_processes_beat_idx').on(t.beatAt)],
);

/** The platform settings an admin changed in the panel, overriding the ULAK_* defaults where that is safe: one row (id 1). */
export const platformConfig = pgTable('platform_config', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Emails sent per UTC hour, platform-wide (deliveries whose status is sent, by sent_at): the stat card's long ranges. */
export const adminSentHourly = pgTable('admin_sent_hourly', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  sent: integer('sent').notNull(),
});

/** How far a rollup has counted: every hour before `until` is complete in its table (one row per rollup). */
export const adminRollups = pgTable('admin_rollups', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
