import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSignInSecurityInput } from '@ulak/shared';
import { updateSecurity } from '../api/oauthApi';
import { oauthStatsQueryKey } from './useOAuthStatsQuery';
import { twoFactorStatusQueryKey } from './useTwoFactorStatusQuery';

// useUpdateSecurityMutation saves the workspace's sign-in security.
export function useUpdateSecurityMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSignInSecurityInput) => updateSecurity(body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: oauthStatsQueryKey });
      void qc.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
    },
  });
}
