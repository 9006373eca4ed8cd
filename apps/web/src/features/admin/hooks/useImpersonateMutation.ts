import { useMutation } from '@tanstack/react-query';
import { impersonateUser } from '../api/adminApi';

export const impersonateMutationKey = ['admin', 'panel', 'impersonate'] as const;

// useImpersonateMutation starts a 30-minute session as a user.
export function useImpersonateMutation() {
  return useMutation({ mutationKey: impersonateMutationKey, mutationFn: ({ id, reason }: { id: string; reason: string }) => impersonateUser(id, reason) });
}
