import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeMember } from '../api/settingsApi';
import { membersQueryKey } from './useMembersQuery';

// useRemoveMemberMutation removes a member.
export function useRemoveMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
