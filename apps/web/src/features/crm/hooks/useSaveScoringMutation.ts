import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveScoring, type Scoring } from '../api/settingsApi';
import { crmSettingsQueryKey } from './crmQueryKeys';

export const saveScoringMutationKey = [...crmSettingsQueryKey, 'scoring'] as const;

// useSaveScoringMutation saves the scoring points.
export function useSaveScoringMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveScoringMutationKey,
    mutationFn: (scoring: Scoring) => saveScoring(scoring),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmSettingsQueryKey }),
  });
}
