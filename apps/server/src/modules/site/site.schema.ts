import type { INCIDENT_STATUSES } from '@ulak/shared';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.js';

/** Contact and demo requests from the public site, addressed to the platform operator. */
export const siteInquiries = pgTable(
  'site_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['contact', 'demo'] }).notNull(),
    name: text('name'),
    email: text('email').notNull(),
    company: text('company'),
    subject: text('subject'),
    message: text('message'),
    contactType: text('contact_type'),
    language: text('language').notNull().default('tr'),
    ip: text('ip'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_inquiries_created_idx').on(t.createdAt)],
);

/** Blog posts and help articles, one row per language. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['blog', 'help'] }).notNull(),
    slug: text('slug').notNull(),
    language: text('language', { enum: ['tr', 'en'] }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull().default('Ulak'),
    readTime: integer('read_time').notNull().default(3),
    views: integer('views').notNull().default(0),
    helpfulYes: integer('helpful_yes').notNull().default(0),
    helpfulNo: integer('helpful_no').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_kind_lang_slug_uq').on(t.kind, t.language, t.slug),
    index('articles_kind_lang_published_idx').on(t.kind, t.language, t.publishedAt),
  ],
);

/** Incidents the platform admin records for the status page. */
export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    status: text('status', { enum: ['investigating', 'identified', 'monitoring', 'resolved'] }).notNull(),
    impact: text('impact', { enum: ['minor', 'major', 'critical', 'maintenance'] }).notNull(),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    updates: jsonb('updates').$type<{ time: string; status: (typeof INCIDENT_STATUSES)[number]; message: string }[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('incidents_started_idx').on(t.startedAt)],
);

/** Live-chat conversations from the public widget; a person answers them from the panel. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorTokenHash: text('visitor_token_hash').notNull(),
    language: text('language').notNull().default('tr'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_conversations_token_uq').on(t.visitorTokenHash), index('chat_conversations_last_idx').on(t.lastMessageAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'agent'] }).notNull(),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** Platform-wide settings edited by the platform admin (support address…). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Newsletter subscribers of the public site, double opt-in. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    language: text('language').notNull().default('tr'),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the last confirmation mail went out: at most one a day per address, however often it is entered. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_uq').on(t.email), index('newsletter_subscribers_token_idx').on(t.tokenHash)],
);

/** One health sample per service per minute; uptime and response time on the status page come from these. */
export const statusSamples = pgTable(
  'status_samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    service: text('service').notNull(),
    up: boolean('up').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('status_samples_service_checked_idx').on(t.service, t.checkedAt)],
);
