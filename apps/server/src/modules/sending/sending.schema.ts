import { date, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/workspaces.schema.js';

/** A workspace's SMTP servers, used in rotation. The password is encrypted with the instance secret. */
export const mailServers = pgTable(
  'mail_servers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    smtpHost: text('smtp_host').notNull(),
    smtpPort: integer('smtp_port').notNull().default(587),
    smtpUser: text('smtp_user').notNull(),
    smtpPasswordEnc: text('smtp_password_enc'),
    secure: text('secure', { enum: ['auto', 'tls', 'starttls', 'none'] })
      .notNull()
      .default('auto'),
    ipAddress: text('ip_address'),
    fromEmail: text('from_email'),
    dailyLimit: integer('daily_limit').notNull().default(1000),
    hourlyLimit: integer('hourly_limit'),
    weight: integer('weight').notNull().default(1),
    status: text('status', { enum: ['active', 'paused', 'error'] })
      .notNull()
      .default('active'),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    lastError: text('last_error'),
    counterDate: date('counter_date'),
    sentToday: integer('sent_today').notNull().default(0),
    failedToday: integer('failed_today').notNull().default(0),
    sentTotal: integer('sent_total').notNull().default(0),
    failedTotal: integer('failed_total').notNull().default(0),
    bounces: integer('bounces').notNull().default(0),
    complaints: integer('complaints').notNull().default(0),
    avgLatencyMs: doublePrecision('avg_latency_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('mail_servers_workspace_idx').on(t.workspaceId)],
);

/** Per-workspace sending settings: rotation strategy, sender identity, DKIM. */
export const sendingSettings = pgTable('sending_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  strategy: text('strategy', { enum: ['round-robin', 'weighted', 'performance-based'] })
    .notNull()
    .default('round-robin'),
  fromName: text('from_name'),
  fromEmail: text('from_email'),
  replyTo: text('reply_to'),
  dkimDomain: text('dkim_domain'),
  dkimSelector: text('dkim_selector'),
  dkimPrivateKeyEnc: text('dkim_private_key_enc'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * Domains a workspace sends from through the platform relay. A domain counts once "verify now" found, in its DNS, the
 * TXT token below or the DKIM record the product generated for it; until then campaigns from it go out from the
 * platform's address with the requested one as Reply-To.
 */
export const sendingDomains = pgTable(
  'sending_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'failed'] })
      .notNull()
      .default('pending'),
    verifiedBy: text('verified_by', { enum: ['txt', 'dkim'] }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sending_domains_workspace_domain_idx').on(t.workspaceId, t.domain)],
);
