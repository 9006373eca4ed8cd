import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/workspaces.schema.js';

// userSearchText is what the admin's user search looks into (address and name); users_search_trgm_idx indexes exactly this.
export const userSearchText = (t: { email: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql`(${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName})`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['admin', 'user', 'customer'] })
      .notNull()
      .default('user'),
    companyName: text('company_name'),
    country: text('country'),
    phone: text('phone'),
    taxNumber: text('tax_number'),
    address: text('address'),
    accountType: text('account_type', { enum: ['individual', 'business'] })
      .notNull()
      .default('individual'),
    language: text('language', { enum: ['tr', 'en'] })
      .notNull()
      .default('tr'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the address was proved (a mailed code or link, an invitation, a provider's verified email); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_workspace_idx').on(t.workspaceId),
    // the admin's users list: newest first, and its search of three letters or more (userSearchText)
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    // a workspace's sessions; and the admin's active-workspaces figure, read in workspace order from this index alone
    // (the migration adds created_at as an INCLUDE column, which drizzle cannot declare)
    index('sessions_workspace_used_idx').on(t.workspaceId, t.lastUsedAt),
    // sessions used in a range
    index('sessions_last_used_idx').on(t.lastUsedAt),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId), index('password_resets_workspace_idx').on(t.workspaceId)],
);

/** Fixed-window counters shared by every API process (login and reset throttling). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'rate_limit_hits_pk', columns: [t.key, t.windowStart] }), index('rate_limit_hits_window_idx').on(t.windowStart)],
);

/**
 * Short-lived one-time codes, stored only as keyed hashes: 'signup' holds a pending registration (subject = the email,
 * payload = the account to create) until its 6-digit code is confirmed; 'oauth' carries a third-party sign-in result
 * (user_id) to the browser that started it (binding_hash = hash of that browser's state).
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['signup', 'oauth', 'verify'] }).notNull(),
    subject: text('subject'),
    codeHash: text('code_hash').notNull(),
    bindingHash: text('binding_hash'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_codes_subject_idx').on(t.purpose, t.subject),
    index('auth_codes_code_idx').on(t.codeHash),
    index('auth_codes_expires_idx').on(t.expiresAt),
  ],
);

/** Failed sign-in counters with the time of the last failure, for the growing back-off (per account, address, device). */
export const authFailures = pgTable('auth_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
