import { useQuery } from '@tanstack/react-query';
import { fetchUser } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const adminUserQueryKey = (id: string) => [...adminQueryRoot, 'user', id] as const;

// useAdminUserQuery loads one user's workspace, usage and sessions.
export function useAdminUserQuery(id: string | null) {
  return useQuery({ queryKey: adminUserQueryKey(id ?? ''), queryFn: () => fetchUser(id ?? ''), enabled: id !== null });
}
