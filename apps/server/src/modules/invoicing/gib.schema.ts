// Tables of the Turkish e-invoice channel: a workspace's integrator (özel entegratör) connection — the password sealed
// with the instance's secret box, never returned — and one submission per invoice, keyed by its ETTN, with the status
// the integrator reports (queued → sent → accepted, or rejected with the reason; failed when it could not be reached).
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/workspaces.schema.js';
import { invoices } from './invoicing.schema.js';

export const GIB_SUBMISSION_STATUSES = ['queued', 'sent', 'accepted', 'rejected', 'failed'] as const;

export const gibIntegratorSettings = pgTable('gib_integrator_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** The integrator's API base URL (https; http only to loopback when the operator allows private addresses). */
  endpoint: text('endpoint').notNull(),
  username: text('username').notNull(),
  /** The API password, sealed (secret-box v1); null until one is given. */
  passwordSealed: text('password_sealed'),
  /** The workspace's GİB sender label (gönderici birim etiketi, urn:mail:…), when the integrator asks for one. */
  senderAlias: text('sender_alias'),
  lastTestAt: timestamp('last_test_at', { withTimezone: true }),
  lastTestOk: boolean('last_test_ok'),
  lastTestError: text('last_test_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const gibSubmissions = pgTable(
  'gib_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The ETTN (UUID) the invoice carries in GİB's system; the integrator's idempotency key. */
    ettn: text('ettn').notNull(),
    /** The 16-character GİB invoice ID (ABC2026000000001). */
    gibId: text('gib_id').notNull(),
    profile: text('profile').notNull(),
    invoiceType: text('invoice_type').notNull(),
    status: text('status', { enum: GIB_SUBMISSION_STATUSES }).notNull(),
    /** The integrator's own reference of the document, when it gives one. */
    reference: text('reference'),
    /** Why GİB, the receiver or the integrator rejected it, or why sending failed. */
    reason: text('reason'),
    /** HTTP attempts made to hand the document over (retries after timeouts and 5xx included). */
    attempts: integer('attempts').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('gib_submissions_invoice_uq').on(t.workspaceId, t.invoiceId),
    uniqueIndex('gib_submissions_ettn_uq').on(t.workspaceId, t.ettn),
    index('gib_submissions_status_idx').on(t.status),
  ],
);
