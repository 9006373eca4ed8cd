import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/workspaces.schema.js';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull(),
    status: text('status', { enum: ['trial', 'active', 'past_due', 'cancelled'] }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A paid plan change waiting for the payment provider's confirmation. */
    pendingPlanType: text('pending_plan_type'),
    pendingPaymentId: text('pending_payment_id'),
    /** The subscription ends at the period's end (the workspace then moves to the Free plan); resume clears it. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The payment provider's customer and the saved card renewals are charged to (brand and last four digits shown). */
    providerCustomerId: text('provider_customer_id'),
    paymentMethodId: text('payment_method_id'),
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
    paymentMethodExpMonth: integer('payment_method_exp_month'),
    paymentMethodExpYear: integer('payment_method_exp_year'),
    /** The last renewal charge that failed (the subscription is past due until one succeeds). */
    renewalFailedAt: timestamp('renewal_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('subscriptions_workspace_uq').on(t.workspaceId),
    // the admin's subscriptions tab (newest first) and its churn and upgrade counts
    index('subscriptions_created_idx').on(t.createdAt, t.workspaceId),
    index('subscriptions_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`cancelled_at is not null`),
    index('subscriptions_period_start_idx').on(t.currentPeriodStart),
    // the MRR and plan counts, read from this index alone
    index('subscriptions_plan_status_idx').on(t.planType, t.status),
  ],
);

/**
 * The subscription's own invoices: one per payment the provider confirmed (a plan change or a renewed period), numbered
 * in one platform-wide series per year (ULK-2026-000001), never edited but to record a refund.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    kind: text('kind', { enum: ['plan_change', 'renewal'] }).notNull(),
    planType: text('plan_type').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** What was charged (minor units): the plan's month less the credit for the unused part of the previous one. */
    amountMinor: integer('amount_minor').notNull(),
    creditMinor: integer('credit_minor').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'refunded'] }).notNull(),
    /** The provider's payment (PaymentIntent id): one invoice per payment, however often its webhook arrives. */
    paymentId: text('payment_id').notNull(),
    /** The buyer as the workspace's company settings named it when the invoice was issued. */
    billedTo: jsonb('billed_to').$type<{ name: string; address: string | null; taxNumber: string | null; email: string | null }>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundReason: text('refund_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_invoices_number_uq').on(t.number),
    uniqueIndex('billing_invoices_payment_uq').on(t.paymentId),
    index('billing_invoices_workspace_idx').on(t.workspaceId, t.paidAt),
    index('billing_invoices_paid_idx').on(t.paidAt),
  ],
);

/** The last number of each year's invoice series (taken in the issuing transaction). */
export const billingInvoiceCounters = pgTable('billing_invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
