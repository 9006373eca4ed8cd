import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setInquiryHandled } from '../api/adminSiteApi';
import { inquiriesQueryKeyRoot } from './useInquiriesQuery';

export const setInquiryHandledMutationKey = ['admin', 'inquiries', 'handled'] as const;

// useSetInquiryHandledMutation marks an inquiry handled or not and reloads the list.
export function useSetInquiryHandledMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: setInquiryHandledMutationKey,
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => setInquiryHandled(id, handled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiriesQueryKeyRoot }),
  });
}
