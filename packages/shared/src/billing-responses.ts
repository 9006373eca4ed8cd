// What the plan and subscription routes answer: zod schemas of every 2xx JSON body. The web client's types are
// z.infer of them; the server declares them.
import { z } from 'zod';
import { planChangePreviewSchema } from './billing.js';
import { channelWebhookAckSchema } from './channels.js';

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'cancelled'] as const;

/** A plan of the catalogue: monthly price in euros, features in the request language. */
export const catalogPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.literal('EUR'),
  emailLimit: z.number(),
  /** null: unlimited. */
  contactLimit: z.number().nullable(),
  popular: z.boolean(),
  features: z.array(z.string()),
});
export type CatalogPlanView = z.infer<typeof catalogPlanSchema>;

/** The workspace's subscription and this month's usage. */
export const subscriptionSchema = z.object({
  planType: z.string(),
  planName: z.string(),
  price: z.number(),
  currency: z.literal('EUR'),
  emailsSentThisMonth: z.number(),
  monthlyEmailLimit: z.number(),
  /** Contacts the workspace holds, and its plan's limit (null: unlimited). */
  contactsCount: z.number(),
  contactLimit: z.number().nullable(),
  currentPeriodEnd: z.string(),
  trialEndsAt: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  pendingPlanType: z.string().nullable(),
  /** The subscription ends at currentPeriodEnd: the workspace then moves to the Free plan (POST …/resume keeps it). */
  cancelAtPeriodEnd: z.boolean(),
  /** The saved card renewals are charged to, as the provider describes it (never its number). */
  paymentMethod: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number().int().nullable(), expYear: z.number().int().nullable() }).nullable(),
  /** When the last renewal charge failed (the status is past_due until a payment succeeds). */
  renewalFailedAt: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

export const BILLING_INVOICE_STATUSES = ['paid', 'refunded'] as const;

/** One of the subscription's own invoices: a payment the provider confirmed (a plan change or a renewed month). */
export const subscriptionInvoiceSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  /** ULK-<year>-<six digits>, one platform-wide series per year. */
  number: z.string(),
  kind: z.enum(['plan_change', 'renewal']),
  planType: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** What was charged (minor units), after the credit for the unused part of the previous period. */
  amountMinor: z.number().int(),
  creditMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(BILLING_INVOICE_STATUSES),
  paidAt: z.string(),
  refundedAt: z.string().nullable(),
  refundedMinor: z.number().int(),
});
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoiceSchema>;

export const subscriptionInvoicesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const billingInvoiceParamsSchema = z.object({ id: z.uuid('v.invalid') });
export const refundInvoiceSchema = z.strictObject({ reason: z.string().trim().max(500, 'v.tooLong').optional() });

export const billingResponses = {
  /** GET /api/subscriptions/plans. */
  plans: z.object({ plans: z.array(catalogPlanSchema) }),
  /** GET /api/subscriptions/current: the fields at the top level, and the same object under `subscription` for older clients. */
  current: subscriptionSchema.extend({ subscription: subscriptionSchema }),
  /** GET /api/subscriptions/change-preview. */
  changePreview: planChangePreviewSchema,
  /** PUT /api/subscriptions/upgrade and POST /api/subscription-management/upgrade; clientSecret is set when the change needs a payment. */
  change: z.object({ subscription: subscriptionSchema, clientSecret: z.string().nullable(), message: z.string() }),
  /** POST /api/billing/webhook: the payment provider's event was received (the acknowledgement channel webhooks answer). */
  webhookReceived: channelWebhookAckSchema,
  /** POST /api/subscriptions/cancel, /resume, DELETE /api/subscriptions/payment-method: the subscription now. */
  subscription: z.object({ subscription: subscriptionSchema }),
  /** POST /api/subscriptions/payment-method/setup: the provider's page where the card is entered. */
  paymentMethodSetup: z.object({ url: z.string() }),
  /** GET /api/subscriptions/invoices. */
  invoices: z.object({ invoices: z.array(subscriptionInvoiceSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  /** POST /api/admin/billing/invoices/{id}/refund: the invoice (refunded, or still paid while the provider works). */
  invoice: z.object({ invoice: subscriptionInvoiceSchema }),
};

/** The body of a billing answer by name, e.g. BillingAnswer<'current'> for GET /api/subscriptions/current. */
export type BillingAnswer<K extends keyof typeof billingResponses> = z.infer<(typeof billingResponses)[K]>;
