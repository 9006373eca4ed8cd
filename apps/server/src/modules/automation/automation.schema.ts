// Tables of the automation engine: workflows (draft), immutable published versions, runs pinned to a version, steps
// recorded once per (run, node, iteration), the outbox of sends keyed by an idempotency key, ingested shop events and
// per-workspace settings. Runs wait in their own row (`wake_at`) and are claimed with FOR UPDATE SKIP LOCKED.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WorkflowGraph } from '@ulak/shared';
import { workspaces } from '../workspaces/workspaces.schema.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const automationWorkflows = pgTable(
  'automation_workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('Onboarding'),
    status: text('status', { enum: ['active', 'paused', 'draft'] })
      .notNull()
      .default('draft'),
    draft: jsonb('draft').$type<WorkflowGraph>().notNull(),
    /** The draft differs from the current version. */
    dirty: boolean('dirty').notNull().default(true),
    currentVersionId: uuid('current_version_id'),
    entryRule: text('entry_rule', { enum: ['once', 'again_after', 'every_time'] })
      .notNull()
      .default('once'),
    reentryDays: integer('reentry_days'),
    goal: text('goal', { enum: ['none', 'purchase_made', 'link_clicked'] })
      .notNull()
      .default('none'),
    quietStart: integer('quiet_start'),
    quietEnd: integer('quiet_end'),
    /** The trigger sweep's position: a watermark over its source (contacts, tracking events, shop events) and daily marks. */
    cursor: jsonb('cursor').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('automation_workflows_workspace_idx').on(t.workspaceId, t.status)],
);

export const automationVersions = pgTable(
  'automation_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => automationWorkflows.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    version: integer('version').notNull(),
    graph: jsonb('graph').$type<WorkflowGraph>().notNull(),
    triggerKind: text('trigger_kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('automation_versions_workflow_version_uq').on(t.workflowId, t.version)],
);

export const automationRuns = pgTable(
  'automation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id').notNull(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => automationWorkflows.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => automationVersions.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').notNull(),
    /** once: 'once'; otherwise the entering event's key: one run per (workflow, contact, entry). */
    entryKey: text('entry_key').notNull(),
    status: text('status', { enum: ['waiting', 'completed', 'exited', 'failed'] })
      .notNull()
      .default('waiting'),
    /** The node to execute when the run wakes. */
    currentNode: text('current_node'),
    iteration: integer('iteration').notNull().default(0),
    wakeAt: ts('wake_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    exitReason: text('exit_reason'),
    /** Set when a paused workflow resumes with this run overdue: its next sends are skipped until the next wait. */
    skipOverdue: boolean('skip_overdue').notNull().default(false),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('automation_runs_entry_uq').on(t.workflowId, t.contactId, t.entryKey),
    index('automation_runs_due_idx')
      .on(t.wakeAt)
      .where(sql`status = 'waiting'`),
    index('automation_runs_workspace_started_idx').on(t.workspaceId, t.startedAt),
    index('automation_runs_workflow_idx').on(t.workflowId, t.status),
    index('automation_runs_contact_idx').on(t.workspaceId, t.contactId),
  ],
);

export const automationSteps = pgTable(
  'automation_steps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: uuid('run_id')
      .notNull()
      .references(() => automationRuns.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    nodeId: text('node_id').notNull(),
    kind: text('kind').notNull(),
    iteration: integer('iteration').notNull(),
    status: text('status', { enum: ['done', 'skipped', 'failed'] }).notNull(),
    detail: text('detail'),
    attempts: integer('attempts').notNull().default(1),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('automation_steps_once_uq').on(t.runId, t.nodeId, t.iteration), index('automation_steps_workspace_idx').on(t.workspaceId, t.at)],
);

export const automationOutbox = pgTable(
  'automation_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: uuid('workspace_id').notNull(),
    runId: uuid('run_id').notNull(),
    workflowId: uuid('workflow_id').notNull(),
    nodeId: text('node_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    /** run:node:iteration — a step executed twice writes one row. */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    error: text('error'),
    messageId: text('message_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('automation_outbox_key_uq').on(t.idempotencyKey),
    index('automation_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    index('automation_outbox_workflow_idx').on(t.workflowId, t.nodeId),
  ],
);

export const automationEvents = pgTable(
  'automation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').notNull(),
    type: text('type', { enum: ['cart', 'purchase'] }).notNull(),
    externalId: text('external_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    currency: text('currency'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('automation_events_external_uq').on(t.workspaceId, t.externalId),
    index('automation_events_contact_idx').on(t.workspaceId, t.contactId, t.type, t.occurredAt),
    // analytics' sweep of recent purchases (conversions): rows arrive in time order
    index('automation_events_received_brin').using('brin', t.receivedAt),
  ],
);

export const automationSettings = pgTable(
  'automation_settings',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    dailyMaxRuns: integer('daily_max_runs').notNull().default(10_000),
    concurrentWorkflows: integer('concurrent_workflows').notNull().default(50),
    stepTimeoutMinutes: integer('step_timeout_minutes').notNull().default(30),
    retries: integer('retries').notNull().default(3),
    timeZone: text('time_zone').notNull().default('Europe/Istanbul'),
    quietStart: integer('quiet_start'),
    quietEnd: integer('quiet_end'),
    frequencyCapPerDay: integer('frequency_cap_per_day'),
    /** sha256 of the per-workspace event ingest key, and its first characters for display. */
    eventKeyHash: text('event_key_hash'),
    eventKeyPrefix: text('event_key_prefix'),
    updatedAt: ts('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('automation_settings_event_key_uq').on(t.eventKeyHash)],
);

export const automationDailyCounts = pgTable(
  'automation_daily_counts',
  { workspaceId: uuid('workspace_id').notNull(), day: text('day').notNull(), runs: integer('runs').notNull().default(0) },
  (t) => [primaryKey({ columns: [t.workspaceId, t.day] })],
);
