import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitToGib } from '../api/gibApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';
import { gibSubmissionQueryKey } from './useGibSubmissionQuery';

export const submitGibMutationKey = [...invoicingQueryKeyRoot, 'gib', 'submit'] as const;

// useSubmitGibMutation sends an issued invoice to GİB (takes its id), then stores the answer as its GİB status.
export function useSubmitGibMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: submitGibMutationKey,
    mutationFn: (id: string) => submitToGib(id),
    onSuccess: (submission, id) => {
      queryClient.setQueryData(gibSubmissionQueryKey(id), submission);
      return queryClient.invalidateQueries({ queryKey: gibSubmissionQueryKey(id) });
    },
  });
}
