import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmEmailChange } from '../api/settingsApi';
import { settingsQueryKey } from './useSettingsQuery';

// useConfirmEmailChangeMutation applies the new email with its code.
export function useConfirmEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => confirmEmailChange(code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
