import { useQuery } from '@tanstack/react-query';
import { fetchTenants } from '../api/whiteLabelApi';

export const tenantsQueryKey = () => ['whiteLabel', 'tenants'] as const;

// useTenantsQuery loads the reseller's tenants.
export function useTenantsQuery(enabled = true) {
  return useQuery({ queryKey: tenantsQueryKey(), queryFn: () => fetchTenants(), enabled });
}
