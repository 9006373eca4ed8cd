import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.js';
import { contacts } from '../contacts/contacts.schema.js';
import { workspaces } from '../workspaces/workspaces.schema.js';

export const crmCompanies = pgTable(
  'crm_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    domain: text('domain'),
    industry: text('industry'),
    phone: text('phone'),
    website: text('website'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    taxNumber: text('tax_number'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('crm_companies_workspace_name_idx').on(t.workspaceId, t.name)],
);

// leadSearchText is what a lead search of three letters or more looks into; leads_search_trgm_idx indexes exactly this.
export const leadSearchText = (t: { name: AnyPgColumn; email: AnyPgColumn; company: AnyPgColumn }) =>
  sql`(lower(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.company}, '')))`;

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The audience contact this lead is: CRM people are the same contacts campaigns reach. */
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => crmCompanies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    status: text('status', { enum: ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'won', 'lost'] })
      .notNull()
      .default('new'),
    source: text('source', { enum: ['website', 'social_media', 'email_campaign', 'referral', 'cold_call', 'trade_show', 'partner', 'other'] })
      .notNull()
      .default('other'),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('TRY'),
    score: integer('score').notNull().default(0),
    aiScore: integer('ai_score'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    lostReason: text('lost_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // ascending (workspace, column, id): scanned either way they serve "column dir, id dir" pages
    index('leads_workspace_created_at_idx').on(t.workspaceId, t.createdAt, t.id),
    index('leads_workspace_status_created_idx').on(t.workspaceId, t.status, t.createdAt, t.id),
    index('leads_workspace_score_id_idx').on(t.workspaceId, t.score, t.id),
    index('leads_workspace_value_id_idx').on(t.workspaceId, t.valueMinor, t.id),
    index('leads_workspace_last_activity_idx').on(t.workspaceId, t.lastActivityAt.desc().nullsLast(), t.id.desc()),
    index('leads_workspace_assigned_idx').on(t.workspaceId, t.assignedTo),
    index('leads_workspace_source_idx').on(t.workspaceId, t.source),
    index('leads_workspace_name_idx').on(t.workspaceId, sql`lower(${t.name}) text_pattern_ops`),
    index('leads_workspace_company_idx').on(t.workspaceId, sql`lower(coalesce(${t.company}, '')) text_pattern_ops`),
    // the name sort (the prefix index above cannot order by the plain column)
    index('leads_workspace_name_sort_idx').on(t.workspaceId, t.name, t.id),
    // searches of three letters or more match anywhere in name, email or company: one trigram index over the three
    index('leads_search_trgm_idx').using('gin', sql`${leadSearchText(t)} gin_trgm_ops`),
    index('leads_workspace_email_idx').on(t.workspaceId, sql`lower(${t.email}) text_pattern_ops`),
    index('leads_contact_idx').on(t.contactId),
  ],
);

export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    probability: integer('probability').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('pipeline_stages_workspace_key_uq').on(t.workspaceId, t.key)],
);

export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => crmCompanies.id, { onDelete: 'set null' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => pipelineStages.id, { onDelete: 'restrict' }),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('TRY'),
    expectedCloseDate: date('expected_close_date'),
    status: text('status', { enum: ['open', 'won', 'lost'] })
      .notNull()
      .default('open'),
    lostReason: text('lost_reason'),
    position: integer('position').notNull().default(0),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('deals_workspace_stage_idx').on(t.workspaceId, t.status, t.stageId, t.position),
    index('deals_lead_idx').on(t.leadId),
    index('deals_company_idx').on(t.companyId),
  ],
);

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['call', 'email', 'meeting', 'note', 'task'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A task's assignee (a member of the workspace); null for other activities and unassigned tasks. */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    dealId: uuid('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => crmCompanies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_workspace_time_idx').on(t.workspaceId, t.occurredAt.desc()),
    index('activities_lead_time_idx').on(t.leadId, t.occurredAt.desc()),
    index('activities_contact_time_idx').on(t.contactId, t.occurredAt.desc()),
    index('activities_company_time_idx').on(t.companyId, t.occurredAt.desc()),
    index('activities_deal_time_idx').on(t.dealId, t.occurredAt.desc()),
    index('activities_open_tasks_idx')
      .on(t.workspaceId, t.dueAt)
      .where(sql`type = 'task' and completed_at is null`),
  ],
);

/** Lead-scoring events that are not activities (website visits, form fills) or come from campaigns. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['email_open', 'website_visit', 'form_fill', 'phone_call'] }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.type)],
);

/** Per-workspace CRM settings: scoring points and the trained AI model. */
export const crmSettings = pgTable('crm_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  scoring: jsonb('scoring').$type<Record<string, number>>(),
  model: jsonb('model').$type<{ weights: number[]; bias: number; features: string[]; accuracy: number; trainedAt: string; samples: number } | null>(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
