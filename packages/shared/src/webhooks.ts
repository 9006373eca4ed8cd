// The contract of outgoing webhooks: the event catalogue, the delivery rules (signature, retries, pausing) and the zod
// schemas of every request. The answers are in webhooks-responses.ts.
import { z } from 'zod';

/**
 * The events a workspace can subscribe an endpoint to. Each is emitted by the module that owns the change:
 * contacts (created, unsubscribed, a public subscribe form submitted), CRM (lead created, deal won or lost),
 * campaigns (an email campaign finished sending) and invoicing (an invoice fully paid).
 */
export const WEBHOOK_EVENT_TYPES = [
  'contact.created',
  'contact.unsubscribed',
  'form.submitted',
  'lead.created',
  'deal.won',
  'deal.lost',
  'campaign.sent',
  'invoice.paid',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event type of "Send test event": not subscribable, sent to one endpoint on demand. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Waits before each retry of a failed delivery (seconds): 1 min, 5 min, 30 min, 2 h, 12 h; then the delivery fails. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 43200] as const;
/** The first attempt plus one per retry delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** An attempt that has no full answer within this time fails (and is retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** An endpoint whose deliveries failed this many times in a row (every attempt used, or refused for good) is paused. */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 10;
/** Endpoints per workspace. */
export const WEBHOOK_MAX_ENDPOINTS = 20;
/** The largest `data` of an event (bytes of JSON); a larger one is sent as `{ truncated: true }` with its id. */
export const WEBHOOK_MAX_DATA_BYTES = 64 * 1024;
/** How much of a receiver's answer the delivery log keeps (characters). */
export const WEBHOOK_EXCERPT_CHARS = 500;
/** Deliveries older than this are removed from the log. */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;
/** The longest time a rotated secret keeps signing beside the new one (hours). */
export const WEBHOOK_ROTATION_MAX_HOURS = 24 * 7;
/** Every signing secret starts with this (recognisable by secret scanners). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Request headers of every delivery. */
export const WEBHOOK_HEADERS = { signature: 'X-Ulak-Signature', event: 'X-Ulak-Event', delivery: 'X-Ulak-Delivery', attempt: 'X-Ulak-Attempt' } as const;

/** connected: active and the last attempt worked (or none yet); error: the last test or send failed; paused: not sent to. */
export const WEBHOOK_STATES = ['connected', 'error', 'paused'] as const;
export type WebhookState = (typeof WEBHOOK_STATES)[number];
/** pending: waiting for its (next) attempt; sending: an attempt is under way; succeeded: 2xx; failed: no attempt left. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The body of every delivery. */
export type WebhookPayload = {
  id: string;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  createdAt: string;
  workspaceId: string;
  data: Record<string, unknown>;
};

const url = z.url({ protocol: /^https?$/, error: 'v.url' }).max(2000, 'v.tooLong');
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, 'v.webhookEvent'))
  .min(1, 'v.webhookEvents')
  .max(WEBHOOK_EVENT_TYPES.length, 'v.duplicate')
  .refine((list) => new Set(list).size === list.length, 'v.duplicate');
const description = z.string().trim().max(200, 'v.tooLong');

/** A new endpoint: where, which events, a note. Its signing secret is generated and returned once. */
export const webhookEndpointInputSchema = z.strictObject({ url, events, description: description.optional() });
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;
/** A change to an endpoint; `active: false` pauses it, `active: true` resumes it (and clears the failure count). */
export const webhookEndpointUpdateSchema = z.strictObject({
  url: url.optional(),
  events: events.optional(),
  description: description.optional(),
  active: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;
/** A new secret; the old one keeps signing beside it for overlapHours (0 ends it at once). */
export const rotateWebhookSecretSchema = z.strictObject({ overlapHours: z.number().int().min(0).max(WEBHOOK_ROTATION_MAX_HOURS).default(24) });
export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
