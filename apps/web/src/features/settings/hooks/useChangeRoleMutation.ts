import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceRole } from '@ulak/shared';
import { changeRole } from '../api/settingsApi';
import { membersQueryKey } from './useMembersQuery';

// useChangeRoleMutation changes a member's role.
export function useChangeRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: string; role: WorkspaceRole }) => changeRole(v.userId, v.role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
