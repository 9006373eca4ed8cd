import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.js';
import { workspaces } from '../workspaces/workspaces.schema.js';

/**
 * Platform settings of a sign-in provider (one row per provider, written by the platform admin). `secretSealed` is the
 * secret-box sealed JSON of the client secret (and Apple's private key); `settings` holds endpoints, scopes and ids.
 */
export const oauthProviders = pgTable('oauth_providers', {
  provider: text('provider').primaryKey(),
  enabled: boolean('enabled').notNull(),
  clientId: text('client_id'),
  secretSealed: text('secret_sealed'),
  settings: jsonb('settings').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * One third-party sign-in (or link) attempt: its fresh state (stored hashed), nonce and PKCE verifier, single use and
 * expiring. Completed attempts give the providers' conversion rate and completion time.
 */
export const oauthAttempts = pgTable(
  'oauth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    provider: text('provider').notNull(),
    purpose: text('purpose', { enum: ['login', 'link'] }).notNull(),
    nonce: text('nonce').notNull(),
    verifierSealed: text('verifier_sealed').notNull(),
    browserStateSealed: text('browser_state_sealed'),
    linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    failure: text('failure'),
    result: jsonb('result'),
    resultCodeHash: text('result_code_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oauth_attempts_state_uq').on(t.stateHash),
    index('oauth_attempts_provider_created_idx').on(t.provider, t.createdAt),
    index('oauth_attempts_workspace_idx').on(t.workspaceId),
  ],
);

/** A provider account signed in as a user: keyed by (provider, subject), never by email. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oauth_identities_provider_subject_uq').on(t.provider, t.subject),
    uniqueIndex('oauth_identities_user_provider_uq').on(t.userId, t.provider),
    index('oauth_identities_workspace_idx').on(t.workspaceId),
  ],
);

/** Every sign-in attempt, password or provider, with its outcome (workspace unknown when the account is). */
export const signInLog = pgTable(
  'sign_in_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    ip: text('ip'),
    country: text('country'),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_log_workspace_created_idx').on(t.workspaceId, t.createdAt), index('sign_in_log_created_idx').on(t.createdAt)],
);

/** A user's TOTP secret (sealed); `enabledAt` is set once a first code confirmed it. Failures back off per user. */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workspaceId: uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step').notNull().default(0),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Single-use recovery codes, stored as keyed hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId), index('recovery_codes_workspace_idx').on(t.workspaceId)],
);

/** A sign-in waiting for its second factor (or for enrolment when 2FA is mandatory): a short-lived pending token. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    enrol: boolean('enrol').notNull(),
    /** totp: the authenticator app (or a recovery code); email: a 6-digit code mailed for a new device. */
    factor: text('factor', { enum: ['totp', 'email'] })
      .notNull()
      .default('totp'),
    codeHash: text('code_hash'),
    pendingSecretSealed: text('pending_secret_sealed'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_challenges_token_uq').on(t.tokenHash), index('two_factor_challenges_user_idx').on(t.userId)],
);

/** A workspace's sign-in security: mandatory 2FA, allowed address ranges, new-device verification, session timeout. */
export const oauthSecurity = pgTable('oauth_security', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  ipRestriction: boolean('ip_restriction').notNull().default(false),
  allowedCidrs: jsonb('allowed_cidrs').$type<string[]>().notNull().default([]),
  deviceVerification: boolean('device_verification').notNull().default(false),
  sessionTimeoutMinutes: integer('session_timeout_minutes').notNull().default(60),
  sessionTimeoutEnabled: boolean('session_timeout_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Platform-wide sign-in settings of the admin (key/value): e.g. mandatory 2FA for platform admins. */
export const oauthPlatformSettings = pgTable('oauth_platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * A user's passkey (WebAuthn credential): its id and COSE public key (base64url), the signature counter the
 * authenticator last reported (a lower or equal one is refused as a cloned key), and what the browser said about it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    aaguid: text('aaguid'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_uq').on(t.credentialId), index('passkeys_user_idx').on(t.userId), index('passkeys_workspace_idx').on(t.workspaceId)],
);

/**
 * A WebAuthn challenge handed to a browser: single use (taken in one conditional UPDATE), expiring after five minutes,
 * tied to its purpose and, except for a password-less sign-in, to the user (and the pending second-factor step).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: ['register', 'second_factor', 'sign_in'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    pendingId: uuid('pending_id').references(() => twoFactorChallenges.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webauthn_challenges_challenge_uq').on(t.challenge), index('webauthn_challenges_user_idx').on(t.userId)],
);

/** A platform admin's reset of a user's second factors: who, why, and what was removed (kept for the record). */
export const twoFactorResets = pgTable(
  'two_factor_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    removed: jsonb('removed').$type<{ totp: boolean; recoveryCodes: number; passkeys: number }>().notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_resets_user_idx').on(t.userId), index('two_factor_resets_workspace_idx').on(t.workspaceId)],
);
