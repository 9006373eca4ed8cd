import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSubscription, removePaymentMethod, resumeSubscription } from '../api/subscriptionApi';
import { currentSubscriptionQueryKey } from './useCurrentSubscriptionQuery';

const ACTIONS = { cancel: cancelSubscription, resume: resumeSubscription, removeCard: removePaymentMethod } as const;
export type SubscriptionAction = keyof typeof ACTIONS;

// useSubscriptionActionMutation cancels at the period's end, resumes, or forgets the saved card, then shows the
// subscription the server answered.
export function useSubscriptionActionMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionAction) => ACTIONS[action](),
    onSuccess: (data) => {
      qc.setQueryData(currentSubscriptionQueryKey, data.subscription);
      void qc.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}
