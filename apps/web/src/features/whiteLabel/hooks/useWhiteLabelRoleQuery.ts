import { useQuery } from '@tanstack/react-query';
import { fetchRole } from '../api/whiteLabelApi';

export const roleQueryKey = () => ['whiteLabel', 'role'] as const;

// useWhiteLabelRoleQuery loads what the signed-in user is: admin, reseller, tenant or none.
export function useWhiteLabelRoleQuery() {
  return useQuery({ queryKey: roleQueryKey(), queryFn: () => fetchRole() });
}
