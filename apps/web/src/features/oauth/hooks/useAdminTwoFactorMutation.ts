import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAdminTwoFactor } from '../api/oauthApi';
import { oauthStatsQueryKey } from './useOAuthStatsQuery';

// useAdminTwoFactorMutation sets the platform rule that admins must use 2FA.
export function useAdminTwoFactorMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setAdminTwoFactor, onSuccess: () => void qc.invalidateQueries({ queryKey: oauthStatsQueryKey }) });
}
