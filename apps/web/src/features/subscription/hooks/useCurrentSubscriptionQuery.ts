import { useQuery } from '@tanstack/react-query';
import { fetchCurrentSubscription } from '../api/subscriptionApi';

export const currentSubscriptionQueryKey = ['subscriptions', 'current'] as const;

// useCurrentSubscriptionQuery loads the workspace's current subscription (refetchInterval: look again while waiting
// for the payment provider, e.g. a card being saved).
export function useCurrentSubscriptionQuery(opts: { refetchInterval?: number | false } = {}) {
  return useQuery({ queryKey: currentSubscriptionQueryKey, queryFn: fetchCurrentSubscription, refetchInterval: opts.refetchInterval });
}
