// White-label tables: resellers, their tenants, branding, custom domains, the commission ledger and API limits.
import type { SslError } from '@ulak/shared';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.js';
import { workspaces } from '../workspaces/workspaces.schema.js';

/** A reseller: its own workspace (where its people sign in), tier and commission rate in basis points. */
export const wlResellers = pgTable(
  'wl_resellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    tier: text('tier', { enum: ['gold', 'silver', 'bronze', 'other'] }).notNull(),
    commissionBps: integer('commission_bps').notNull(),
    status: text('status', { enum: ['active', 'passive'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wl_resellers_workspace_uq').on(t.workspaceId)],
);

/** A workspace that belongs to a reseller. */
export const wlTenants = pgTable(
  'wl_tenants',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => wlResellers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'trial', 'pending'] })
      .notNull()
      .default('pending'),
    invitedEmail: text('invited_email'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wl_tenants_reseller_idx').on(t.resellerId)],
);

/** A workspace's branding (the specification's branding object) and its logo. */
export const wlBranding = pgTable('wl_branding', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  logoType: text('logo_type'),
  logo: text('logo_base64'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A custom domain a workspace serves the product on, verified by a TXT record. */
export const wlDomains = pgTable(
  'wl_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    token: text('token').notNull(),
    txtStatus: text('txt_status', { enum: ['configured', 'pending'] })
      .notNull()
      .default('pending'),
    cnameStatus: text('cname_status', { enum: ['configured', 'pending'] })
      .notNull()
      .default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** The certificate the domain serves, from the last TLS check (shown only while the domain is verified). */
    sslStatus: text('ssl_status', { enum: ['valid', 'expiring', 'error', 'pending'] })
      .notNull()
      .default('pending'),
    sslError: text('ssl_error').$type<SslError>(),
    sslDetail: text('ssl_detail'),
    sslExpiresAt: timestamp('ssl_expires_at', { withTimezone: true }),
    sslCheckedAt: timestamp('ssl_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wl_domains_host_uq').on(t.host), index('wl_domains_workspace_idx').on(t.workspaceId)],
);

/** The commission ledger: append-only; a refund is a negative row, never an edit. */
export const wlCommissions = pgTable(
  'wl_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => wlResellers.id, { onDelete: 'cascade' }),
    tenantWorkspaceId: uuid('tenant_workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    sourceRef: text('source_ref').notNull(),
    /** sale: a paid subscription invoice; reversal: its refund (negative amounts, same invoice). */
    kind: text('kind', { enum: ['sale', 'reversal'] })
      .notNull()
      .default('sale'),
    /** The invoice's number, as the ledger shows it. */
    invoiceNumber: text('invoice_number'),
    saleMinor: bigint('sale_minor', { mode: 'number' }).notNull(),
    commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** When the invoice was paid (sale) or refunded (reversal); the month's figures go by it. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wl_commissions_source_uq').on(t.resellerId, t.sourceRef), index('wl_commissions_reseller_idx').on(t.resellerId, t.createdAt)],
);

/** A workspace's API limits when they differ from the defaults. */
export const wlApiLimits = pgTable('wl_api_limits', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  limits: jsonb('limits').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Fixed-window request counters shared by every API process. */
export const wlRateCounters = pgTable(
  'wl_rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'wl_rate_counters_pk', columns: [t.key, t.windowStart] }), index('wl_rate_counters_window_idx').on(t.windowStart)],
);

/** Each API process's requests in flight per workspace, published every second (the concurrent-connection limit). */
export const wlInflight = pgTable(
  'wl_inflight',
  {
    processId: uuid('process_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    count: integer('count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'wl_inflight_pk', columns: [t.processId, t.workspaceId] }), index('wl_inflight_workspace_idx').on(t.workspaceId)],
);

/** Bytes a workspace's API requests and answers carried per calendar month (UTC), added by every API process. */
export const wlDataUsage = pgTable(
  'wl_data_usage',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'wl_data_usage_pk', columns: [t.workspaceId, t.month] })],
);
