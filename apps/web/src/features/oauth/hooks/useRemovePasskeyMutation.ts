import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removePasskey } from '../api/oauthApi';
import { passkeysQueryKey } from './usePasskeysQuery';
import { twoFactorStatusQueryKey } from './useTwoFactorStatusQuery';

// useRemovePasskeyMutation deletes a passkey.
export function useRemovePasskeyMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removePasskey(id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: passkeysQueryKey });
      void qc.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
    },
  });
}
