// The answers of the outgoing webhooks routes (what /api/webhooks/* returns with 2xx).
import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_STATES } from './webhooks.js';

/** An endpoint as the settings list shows it; the secret itself is never returned after creation or rotation. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  state: z.enum(WEBHOOK_STATES),
  /** Who paused it: the user, or the server after WEBHOOK_PAUSE_AFTER_FAILURES failed deliveries in a row. */
  pausedBy: z.enum(['user', 'auto']).nullable(),
  pausedAt: z.string().nullable(),
  /** The last four characters of the signing secret (`whsec_…abcd`), to tell secrets apart. */
  secretHint: z.string(),
  /** While a rotated secret still signs beside the new one: until when. */
  previousSecretUntil: z.string().nullable(),
  consecutiveFailures: z.number(),
  lastAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().nullable(),
  /** The reason the last attempt (test, send or redelivery) failed, as the receiver or the network gave it. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** One attempt of a delivery. */
export const webhookAttemptSchema = z.object({
  attempt: z.number(),
  at: z.string(),
  statusCode: z.number().nullable(),
  durationMs: z.number().nullable(),
  error: z.string().nullable(),
  /** The first characters of the receiver's answer. */
  responseExcerpt: z.string().nullable(),
  /** A test, or a redelivery asked for by a user (outside the retry schedule). */
  manual: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One event for one endpoint, with every attempt (newest first). */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  lastStatusCode: z.number().nullable(),
  lastDurationMs: z.number().nullable(),
  lastError: z.string().nullable(),
  /** The exact JSON body that was signed and sent. */
  payload: z.string(),
  history: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointsResponseSchema = z.object({ success: z.literal(true), endpoints: z.array(webhookEndpointSchema) });
export const webhookEndpointResponseSchema = z.object({ success: z.literal(true), endpoint: webhookEndpointSchema });
/** Creation and rotation: the signing secret, shown this once. */
export const webhookSecretResponseSchema = z.object({ success: z.literal(true), endpoint: webhookEndpointSchema, secret: z.string() });
export const webhookDeliveriesResponseSchema = z.object({
  success: z.literal(true),
  deliveries: z.array(webhookDeliverySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
/** A test or a redelivery: the attempt's delivery and the endpoint's state after it. */
export const webhookAttemptResponseSchema = z.object({ success: z.literal(true), delivery: webhookDeliverySchema, endpoint: webhookEndpointSchema });
export const webhookOkResponseSchema = z.object({ success: z.literal(true) });

export type WebhookEndpointsAnswer = z.infer<typeof webhookEndpointsResponseSchema>;
export type WebhookEndpointAnswer = z.infer<typeof webhookEndpointResponseSchema>;
export type WebhookSecretAnswer = z.infer<typeof webhookSecretResponseSchema>;
export type WebhookDeliveriesAnswer = z.infer<typeof webhookDeliveriesResponseSchema>;
export type WebhookAttemptAnswer = z.infer<typeof webhookAttemptResponseSchema>;
