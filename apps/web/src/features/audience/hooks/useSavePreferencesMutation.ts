import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePreferences, type PreferencesUpdate } from '../api/preferencesApi';
import { preferencesQueryKey } from './usePreferencesQuery';

export const savePreferencesMutationKey = ['public', 'preferences', 'save'] as const;

// useSavePreferencesMutation saves the choices of the preferences page and keeps the answer as the new state.
export function useSavePreferencesMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: savePreferencesMutationKey,
    mutationFn: (body: PreferencesUpdate) => savePreferences(token, body),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey(token), saved.preferences),
  });
}
