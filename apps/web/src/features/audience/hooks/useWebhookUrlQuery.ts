import { useQuery } from '@tanstack/react-query';
import { fetchWebhookUrl } from '../api/suppressionsApi';
import { audienceQueryKeyRoot } from './audienceQueryKeys';

export const webhookUrlQueryKey = [...audienceQueryKeyRoot, 'webhook'] as const;

// useWebhookUrlQuery loads the workspace's delivery-event webhook address.
export function useWebhookUrlQuery() {
  return useQuery({ queryKey: webhookUrlQueryKey, queryFn: fetchWebhookUrl, staleTime: Infinity });
}
