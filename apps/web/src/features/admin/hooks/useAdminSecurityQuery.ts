import { useQuery } from '@tanstack/react-query';
import { fetchSecurity } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const adminSecurityQueryKey = [...adminQueryRoot, 'security'] as const;

// useAdminSecurityQuery loads the platform security toggles.
export function useAdminSecurityQuery() {
  return useQuery({ queryKey: adminSecurityQueryKey, queryFn: fetchSecurity });
}
