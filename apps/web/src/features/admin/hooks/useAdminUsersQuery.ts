import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchUsers, type UsersFilter } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const adminUsersQueryKey = (f: UsersFilter) => [...adminQueryRoot, 'users', f] as const;

// useAdminUsersQuery loads one page of users matching the search and filters.
export function useAdminUsersQuery(f: UsersFilter) {
  return useQuery({ queryKey: adminUsersQueryKey(f), queryFn: () => fetchUsers(f), placeholderData: keepPreviousData });
}
