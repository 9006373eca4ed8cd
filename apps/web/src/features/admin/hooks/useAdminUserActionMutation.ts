import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeUserPlan, reactivateUser, suspendUser } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export type UserAction = { kind: 'suspend'; id: string; reason: string } | { kind: 'reactivate'; id: string } | { kind: 'plan'; id: string; plan: string };
export const adminUserActionMutationKey = [...adminQueryRoot, 'user-action'] as const;

// useAdminUserActionMutation suspends, reactivates or moves a user's plan, then reloads the admin data.
export function useAdminUserActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminUserActionMutationKey,
    mutationFn: (a: UserAction) =>
      a.kind === 'suspend' ? suspendUser(a.id, a.reason) : a.kind === 'reactivate' ? reactivateUser(a.id) : changeUserPlan(a.id, a.plan),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}
