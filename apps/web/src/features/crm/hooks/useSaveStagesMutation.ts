import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveStages, type StageInput } from '../api/settingsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const saveStagesMutationKey = [...crmQueryKeyRoot, 'settings', 'stages'] as const;

// useSaveStagesMutation saves the pipeline stages and refreshes the CRM (the board and weighted values change).
export function useSaveStagesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveStagesMutationKey,
    mutationFn: (stages: StageInput[]) => saveStages(stages),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
