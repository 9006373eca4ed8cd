import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetTwoFactor } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const resetTwoFactorMutationKey = [...adminQueryRoot, 'two-factor-reset'] as const;

// useResetTwoFactorMutation removes a user's second factors (authenticator app, recovery codes, passkeys) with a reason.
export function useResetTwoFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resetTwoFactorMutationKey,
    mutationFn: (v: { id: string; reason: string }) => resetTwoFactor(v.id, v.reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminQueryRoot, 'access-log'] }),
  });
}
