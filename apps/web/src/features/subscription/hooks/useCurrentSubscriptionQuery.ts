import { useQuery } from '@tanstack/react-query';
import { fetchCurrentSubscription } from '../api/subscriptionApi';

export const currentSubscriptionQueryKey = ['subscriptions', 'current'] as const;

// useCurrentSubscriptionQuery loads the workspace's current subscription.
export function useCurrentSubscriptionQuery() {
  return useQuery({ queryKey: currentSubscriptionQueryKey, queryFn: fetchCurrentSubscription });
}
