import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePlan } from '../api/subscriptionApi';
import { currentSubscriptionQueryKey } from './useCurrentSubscriptionQuery';
import { dashboardQueryKeyRoot } from '../../dashboard/hooks/useRealtimeDashboardQuery';

export const upgradePlanMutationKey = ['subscriptions', 'upgrade'] as const;

// useUpgradePlanMutation changes the plan (POST /api/subscription-management/upgrade) and reloads the subscription and the dashboard.
export function useUpgradePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: upgradePlanMutationKey,
    mutationFn: (planId: string) => changePlan(planId),
    onSuccess: async (data) => {
      if (data?.subscription) queryClient.setQueryData(currentSubscriptionQueryKey, data.subscription);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentSubscriptionQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeyRoot }),
      ]);
    },
  });
}
