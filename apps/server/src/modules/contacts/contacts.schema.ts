import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.js';
import { workspaces } from '../workspaces/workspaces.schema.js';

/**
 * The words the contact search matches (the 'simple' configuration: lower-cased, no stemming): the whole address, its domain,
 * first and last name and the words of the company. The search query and contacts_search_idx must use this exact expression.
 */
export function searchVector(t: { email: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn; company: AnyPgColumn }): SQL {
  return sql`to_tsvector('simple'::regconfig, ${t.email} || ' ' || split_part(${t.email}, '@', 2) || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || coalesce(${t.company}, ''))`;
}

/** The partial predicates of contacts_tags_gin and contacts_attributes_gin: contacts without tags or attributes are not in them. */
export const hasTags = (tags: AnyPgColumn | SQL) => sql`${tags} <> '{}'::text[]`;
export const hasAttributes = (attributes: AnyPgColumn | SQL) => sql`${attributes} <> '{}'::jsonb`;
/** The tags contain `tag`, with the tags index's predicate repeated so the planner can use the partial index. */
export const tagsContain = (tags: AnyPgColumn | SQL, tag: string) => sql`(${tags} @> array[${tag}]::text[] and ${hasTags(tags)})`;
/** The attributes contain `pair` (a jsonb object), with the attributes index's predicate repeated, like tagsContain. */
export const attributesContain = (attributes: AnyPgColumn | SQL, pair: SQL) => sql`(${attributes} @> ${pair} and ${hasAttributes(attributes)})`;

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The workspace, enforced per statement rather than by a declared foreign key (whose check runs once per row and was a
     * quarter of an import's database time): triggers in migration 0011 reject a contact of a missing workspace, lock the
     * workspace like a foreign key does, and delete a workspace's contacts with it.
     */
    workspaceId: uuid('workspace_id').notNull(),
    /** Always stored lower-cased: unique per workspace, case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    company: text('company'),
    country: text('country'),
    language: text('language'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['subscribed', 'non_subscribed', 'unsubscribed', 'bounced', 'complained'] })
      .notNull()
      .default('subscribed'),
    consentSource: text('consent_source'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    softBounces: integer('soft_bounces').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('contacts_workspace_email_uq').on(t.workspaceId, t.email),
    // plain ascending order: scanned backwards it serves "created_at desc, id desc" (the default list order) too
    index('contacts_workspace_created_at_idx').on(t.workspaceId, t.createdAt, t.id),
    index('contacts_workspace_last_name_idx').on(t.workspaceId, sql`coalesce(${t.lastName}, '')`, t.id),
    // the search box: word-prefix search over email, domain, names and company (see searchVector);
    // cheaper to keep up during an import than the trigram index on email it replaces (docs/benchmarks.md)
    index('contacts_search_idx').using('gin', searchVector(t)),
    index('contacts_workspace_status_idx').on(t.workspaceId, t.status),
    // partial: contacts without tags or attributes (most of an import, often) cost these indexes nothing; queries go
    // through tagsContain and attributesContain, which repeat the predicate
    index('contacts_tags_gin').using('gin', t.tags).where(hasTags(t.tags)),
    index('contacts_attributes_gin').using('gin', t.attributes.op('jsonb_path_ops')).where(hasAttributes(t.attributes)),
  ],
);

export const lists = pgTable(
  'lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('private'),
    optIn: text('opt_in', { enum: ['single', 'double'] })
      .notNull()
      .default('single'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('lists_workspace_idx').on(t.workspaceId)],
);

export const listMembers = pgTable(
  'list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** When the last double opt-in confirmation went out: at most one per member per day, whoever asks. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'list_members_pk', columns: [t.listId, t.contactId] }),
    index('list_members_contact_idx').on(t.contactId),
    index('list_members_workspace_idx').on(t.workspaceId),
  ],
);

export const segments = pgTable(
  'segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    rules: jsonb('rules').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('segments_workspace_idx').on(t.workspaceId)],
);

/** Addresses a workspace never sends to: unsubscribed, bounced, complained or blocked by hand. */
export const suppressions = pgTable(
  'suppressions',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    reason: text('reason', { enum: ['unsubscribed', 'bounced', 'complained', 'manual'] }).notNull(),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'suppressions_pk', columns: [t.workspaceId, t.email] })],
);

/**
 * Per-contact engagement, written by sending, tracking and intake; read by segments, analytics and automation.
 * Append-only; the (contact, type, time) index serves "did X in the last N days" rules.
 */
export const engagementEvents = pgTable(
  'engagement_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id'),
    type: text('type', { enum: ['sent', 'delivered', 'opened', 'clicked', 'bounced', 'complained', 'unsubscribed'] }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('engagement_contact_type_time_idx').on(t.contactId, t.type, t.occurredAt),
    index('engagement_workspace_time_idx').on(t.workspaceId, t.occurredAt),
    index('engagement_campaign_type_idx').on(t.campaignId, t.type),
  ],
);

export const imports = pgTable(
  'contact_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'queued', 'running', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    preview: jsonb('preview').$type<string[][]>().notNull().default([]),
    mapping: jsonb('mapping').$type<Record<string, string>>(),
    dedupe: text('dedupe', { enum: ['update', 'skip'] })
      .notNull()
      .default('update'),
    // the same address twice in the file: the first row is kept (later ones skipped), or the last one's values win
    duplicates: text('duplicates', { enum: ['first', 'last'] })
      .notNull()
      .default('first'),
    listId: uuid('list_id').references(() => lists.id, { onDelete: 'set null' }),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    /** Rows committed per parallel lane (contacts are split into lanes by email), so each lane resumes where it stopped; null for one lane. */
    laneRows: integer('lane_rows').array(),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    /** Lease of the worker running the import; an expired lease on an unfinished import means it is resumed. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('contact_imports_workspace_idx').on(t.workspaceId, t.createdAt)],
);

export const importErrors = pgTable(
  'contact_import_errors',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    reason: text('reason').notNull(),
    raw: text('raw').notNull(),
  },
  (t) => [primaryKey({ name: 'contact_import_errors_pk', columns: [t.importId, t.line] })],
);
