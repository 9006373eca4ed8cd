import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchWebhookDeliveries, type DeliveriesFilter } from '../api/webhooksApi';
import { webhookDeliveriesQueryKeyRoot } from './webhooksQueryKeys';

// useWebhookDeliveriesQuery reads one page of an endpoint's delivery log (the previous page stays while the next loads).
export function useWebhookDeliveriesQuery(endpointId: string | null, filter: DeliveriesFilter) {
  return useQuery({
    queryKey: [...webhookDeliveriesQueryKeyRoot, endpointId, filter],
    queryFn: () => fetchWebhookDeliveries(endpointId!, filter),
    enabled: endpointId !== null,
    placeholderData: keepPreviousData,
  });
}
