import { useQuery } from '@tanstack/react-query';
import { fetchPlanChangePreview } from '../api/subscriptionApi';

// planChangePreviewQueryKey names the preview of a change to one plan.
export const planChangePreviewQueryKey = (planId: string) => ['subscriptions', 'change-preview', planId] as const;

// usePlanChangePreviewQuery loads what changing to planId costs now; fresh each time the dialog opens.
export function usePlanChangePreviewQuery(planId: string | null) {
  return useQuery({
    queryKey: planChangePreviewQueryKey(planId ?? ''),
    queryFn: () => fetchPlanChangePreview(planId ?? ''),
    enabled: planId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
