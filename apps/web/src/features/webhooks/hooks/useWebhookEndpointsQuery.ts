import { useQuery } from '@tanstack/react-query';
import { fetchWebhookEndpoints } from '../api/webhooksApi';
import { webhookEndpointsQueryKey } from './webhooksQueryKeys';

// useWebhookEndpointsQuery lists the workspace's webhook endpoints.
export function useWebhookEndpointsQuery() {
  return useQuery({ queryKey: webhookEndpointsQueryKey, queryFn: fetchWebhookEndpoints });
}
