import { useQuery } from '@tanstack/react-query';
import { fetchMembers } from '../api/inboxApi';
import { membersQueryKey } from './inboxQueryKeys';

// useMembersQuery lists the workspace's members for assignment.
export function useMembersQuery() {
  return useQuery({ queryKey: membersQueryKey, queryFn: fetchMembers, staleTime: 60_000 });
}
