import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceRole } from '@ulak/shared';
import { inviteMember } from '../api/settingsApi';
import { membersQueryKey } from './useMembersQuery';

// useInviteMemberMutation mails an invitation.
export function useInviteMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { email: string; role: WorkspaceRole }) => inviteMember(v.email, v.role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
