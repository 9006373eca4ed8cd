import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enableTotp } from '../api/oauthApi';
import { twoFactorStatusQueryKey } from './useTwoFactorStatusQuery';

// useEnableTotpMutation turns TOTP on with a first code.
export function useEnableTotpMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: enableTotp, onSuccess: () => void qc.invalidateQueries({ queryKey: twoFactorStatusQueryKey }) });
}
