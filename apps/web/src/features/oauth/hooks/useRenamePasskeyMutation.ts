import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renamePasskey } from '../api/oauthApi';
import { passkeysQueryKey } from './usePasskeysQuery';

// useRenamePasskeyMutation changes a passkey's name.
export function useRenamePasskeyMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; name: string }) => renamePasskey(v.id, v.name),
    onSuccess: () => void qc.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
