import { useQuery } from '@tanstack/react-query';
import { fetchMembers } from '../api/settingsApi';

export const membersQueryKey = ['settings', 'members'] as const;

// useMembersQuery lists members, invitations and the caller's role.
export function useMembersQuery() {
  return useQuery({ queryKey: membersQueryKey, queryFn: fetchMembers });
}
