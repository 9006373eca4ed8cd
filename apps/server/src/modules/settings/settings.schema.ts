// Tables of the settings module: API keys, workspace members and invitations, per-workspace and per-user settings,
// in-app notifications, email changes and data exports. Every row is scoped by workspace_id.
import { sql, type SQL } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/workspaces.schema.js';
import { sessions, users } from '../auth/auth.schema.js';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The public id inside the token `ulk_live_<publicId>_<secret>`. */
    publicId: text('public_id').notNull(),
    /** HMAC-SHA256 of the secret part with the instance secret. */
    secretHash: text('secret_hash').notNull(),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(120),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_keys_public_id_uq').on(t.publicId), index('api_keys_workspace_idx').on(t.workspaceId)],
);

/** Fixed one-minute windows of requests per API key (shared by every API process). */
export const apiKeyWindows = pgTable(
  'api_key_windows',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'api_key_windows_pk', columns: [t.keyId, t.windowStart] })],
);

/** A user's role in a workspace. A user without a row in their own (home) workspace is its owner (who signed up). */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member', 'read_only'] }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'workspace_members_pk', columns: [t.workspaceId, t.userId] }), index('workspace_members_user_idx').on(t.userId)],
);

/**
 * The ids of a workspace's members, as a subquery: the users whose home it is and those who joined it (a row in
 * workspace_members), less the removed ones. What assignment (leads, deals, tasks, inbox conversations) checks against.
 */
export function workspaceMemberIds(workspaceId: string): SQL {
  return sql`(select u.id from users u where u.workspace_id = ${workspaceId}::uuid and not exists (
      select 1 from workspace_members m where m.workspace_id = ${workspaceId}::uuid and m.user_id = u.id and m.removed_at is not null)
    union select m.user_id from workspace_members m where m.workspace_id = ${workspaceId}::uuid and m.removed_at is null)`;
}

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'member', 'read_only'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitations_token_hash_uq').on(t.tokenHash), index('invitations_workspace_idx').on(t.workspaceId)],
);

/** Workspace-wide settings: the idle session timeout and a pending deletion. */
export const workspaceSettings = pgTable('workspace_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  idleTimeoutMinutes: integer('idle_timeout_minutes').notNull().default(30),
  deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
  deletionScheduledFor: timestamp('deletion_scheduled_for', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A user's own preferences in a workspace: time zone, appearance and notification flags. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull().default('Europe/Istanbul'),
    theme: text('theme').notNull().default('system'),
    accentColor: text('accent_color').notNull().default('blue'),
    density: text('density').notNull().default('comfortable'),
    notifications: jsonb('notifications'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [primaryKey({ name: 'user_preferences_pk', columns: [t.userId, t.workspaceId] }), index('user_preferences_workspace_idx').on(t.workspaceId)],
);

/** In-app notifications (the header's bell), one row per recipient user. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.workspaceId, t.userId, t.createdAt)],
);

/** A pending email change: the new address and a code mailed to it. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId), index('email_changes_workspace_idx').on(t.workspaceId)],
);

/** Whole-workspace data exports built by a job; the archive lives under the data directory. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    filePath: text('file_path'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_workspace_idx').on(t.workspaceId)],
);

/**
 * Activity per session at one-minute precision, for the workspace's idle timeout (sessions.last_used_at is touched
 * only every five minutes). A session's idle clock starts at its first authenticated request.
 */
export const sessionActivity = pgTable(
  'session_activity',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_activity_workspace_idx').on(t.workspaceId)],
);

// bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({ dataType: () => 'bytea', fromDriver: (v) => Buffer.from(v) });

/**
 * A user's avatar: the uploaded image decoded and re-encoded (256 × 256 WebP), served at /api/avatars/<id> where the id
 * is new for every upload (unguessable, and a new address each time, so browsers may cache an image for good).
 */
export const userAvatars = pgTable(
  'user_avatars',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account's home workspace (every row names one; the avatar shows in every workspace the user belongs to). */
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    image: bytea('image').notNull(),
    contentType: text('content_type').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('user_avatars_id_uq').on(t.id), index('user_avatars_workspace_idx').on(t.workspaceId)],
);
