// The platform admin's own tables: suspensions, impersonations, the access log, acknowledged alerts, security toggles.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
