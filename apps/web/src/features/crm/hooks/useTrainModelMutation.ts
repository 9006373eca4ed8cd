import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainModel } from '../api/settingsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const trainModelMutationKey = [...crmQueryKeyRoot, 'model', 'train'] as const;

// useTrainModelMutation retrains the AI score and refreshes the CRM (open leads are rescored).
export function useTrainModelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: trainModelMutationKey,
    mutationFn: trainModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
