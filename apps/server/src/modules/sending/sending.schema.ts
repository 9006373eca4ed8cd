import { date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DomainChecks } from '@ulak/shared';
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
    /** Set while a blocklist lists the server's IP: rotation skips it until a check finds the IP clean or an admin releases it. */
    quarantinedAt: timestamp('quarantined_at', { withTimezone: true }),
    quarantineReason: text('quarantine_reason'),
    /** The blocklists that listed the IP; the quarantine lifts when each of them answers clean (or is no longer asked). */
    quarantineZones: text('quarantine_zones').array(),
    /** The first day of the IP warm-up (WARMUP_SCHEDULE in the shared package); null when not warming up. */
    warmupStartedAt: timestamp('warmup_started_at', { withTimezone: true }),
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
    /** Each record's status and explanation (TXT token, DKIM, SPF, DMARC) from the last check; null before the first. */
    checks: jsonb('checks').$type<DomainChecks>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sending_domains_workspace_domain_idx').on(t.workspaceId, t.domain), index('sending_domains_checked_idx').on(t.checkedAt)],
);

/**
 * A workspace's sender identities: the From name and address (and Reply-To) a campaign goes out with. The address's
 * domain is a sending domain of the workspace, created with the identity; the identity counts as verified when its
 * domain is, and only then does the platform relay send as it.
 */
export const senderIdentities = pgTable(
  'sender_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => sendingDomains.id, { onDelete: 'cascade' }),
    fromName: text('from_name').notNull(),
    fromEmail: text('from_email').notNull(),
    replyTo: text('reply_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('sender_identities_workspace_email_idx').on(t.workspaceId, t.fromEmail), index('sender_identities_domain_idx').on(t.domainId)],
);
