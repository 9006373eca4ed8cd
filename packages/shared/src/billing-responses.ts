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
});
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

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
};

/** The body of a billing answer by name, e.g. BillingAnswer<'current'> for GET /api/subscriptions/current. */
export type BillingAnswer<K extends keyof typeof billingResponses> = z.infer<(typeof billingResponses)[K]>;
