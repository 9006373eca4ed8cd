import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startEmailChange } from '../api/settingsApi';
import { settingsQueryKey } from './useSettingsQuery';

// useStartEmailChangeMutation mails a code to the new email.
export function useStartEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { newEmail: string; password: string }) => startEmailChange(v.newEmail, v.password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
