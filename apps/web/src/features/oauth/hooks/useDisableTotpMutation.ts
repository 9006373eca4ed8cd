import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disableTotp } from '../api/oauthApi';
import { twoFactorStatusQueryKey } from './useTwoFactorStatusQuery';

// useDisableTotpMutation turns TOTP off with a code.
export function useDisableTotpMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: disableTotp, onSuccess: () => void qc.invalidateQueries({ queryKey: twoFactorStatusQueryKey }) });
}
