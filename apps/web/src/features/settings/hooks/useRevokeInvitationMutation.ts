import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeInvitation } from '../api/settingsApi';
import { membersQueryKey } from './useMembersQuery';

// useRevokeInvitationMutation withdraws an invitation.
export function useRevokeInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeInvitation(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
