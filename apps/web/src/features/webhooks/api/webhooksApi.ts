// Calls of the outgoing webhooks endpoints; every answer's type is the shared contract's.
import type {
  Answer,
  RequestBody,
  rotateWebhookSecretSchema,
  WebhookAttemptAnswer,
  WebhookDeliveriesAnswer,
  WebhookDeliveryStatus,
  WebhookEndpointAnswer,
  WebhookEndpointInput,
  WebhookEndpointsAnswer,
  WebhookEndpointUpdate,
  webhookOkResponseSchema,
  WebhookSecretAnswer,
} from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type DeliveriesFilter = { page: number; limit: number; status?: WebhookDeliveryStatus };

// fetchWebhookEndpoints lists the workspace's endpoints with their state.
export const fetchWebhookEndpoints = async () => (await apiRequest<WebhookEndpointsAnswer>('/webhooks/endpoints')).endpoints;
// createWebhookEndpoint adds an endpoint; the answer carries its secret once.
export const createWebhookEndpoint = (body: WebhookEndpointInput) => apiRequest<WebhookSecretAnswer>('/webhooks/endpoints', { method: 'POST', body });
// updateWebhookEndpoint changes, pauses or resumes an endpoint.
export const updateWebhookEndpoint = (id: string, body: WebhookEndpointUpdate) =>
  apiRequest<WebhookEndpointAnswer>(`/webhooks/endpoints/${id}`, { method: 'PUT', body });
// deleteWebhookEndpoint removes an endpoint and its log.
export const deleteWebhookEndpoint = (id: string) => apiRequest<Answer<typeof webhookOkResponseSchema>>(`/webhooks/endpoints/${id}`, { method: 'DELETE' });
// rotateWebhookSecret issues a new secret (shown once); the old one signs beside it for overlapHours.
export const rotateWebhookSecret = (id: string, body: RequestBody<typeof rotateWebhookSecretSchema>) =>
  apiRequest<WebhookSecretAnswer>(`/webhooks/endpoints/${id}/rotate-secret`, { method: 'POST', body });
// testWebhookEndpoint sends a webhook.test event now and answers with the attempt.
export const testWebhookEndpoint = (id: string) => apiRequest<WebhookAttemptAnswer>(`/webhooks/endpoints/${id}/test`, { method: 'POST' });
// fetchWebhookDeliveries reads one page of an endpoint's delivery log, newest first.
export const fetchWebhookDeliveries = (id: string, f: DeliveriesFilter) => {
  const q = new URLSearchParams({ page: String(f.page), limit: String(f.limit), ...(f.status ? { status: f.status } : {}) });
  return apiRequest<WebhookDeliveriesAnswer>(`/webhooks/endpoints/${id}/deliveries?${q}`);
};
// redeliverWebhook sends one delivery again now.
export const redeliverWebhook = (deliveryId: string) => apiRequest<WebhookAttemptAnswer>(`/webhooks/deliveries/${deliveryId}/redeliver`, { method: 'POST' });
