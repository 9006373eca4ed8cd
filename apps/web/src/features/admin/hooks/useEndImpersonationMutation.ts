import { useMutation } from '@tanstack/react-query';
import { endImpersonation } from '../api/adminApi';

export const endImpersonationMutationKey = ['admin-session', 'impersonation', 'end'] as const;

// useEndImpersonationMutation ends the impersonation (its session is revoked on the server).
export function useEndImpersonationMutation() {
  return useMutation({ mutationKey: endImpersonationMutationKey, mutationFn: endImpersonation });
}
