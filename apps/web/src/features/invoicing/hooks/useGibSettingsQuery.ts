import { useQuery } from '@tanstack/react-query';
import { fetchGibSettings } from '../api/gibApi';
import { gibSettingsQueryKey } from './invoicingQueryKeys';

// useGibSettingsQuery reads the workspace's GİB integrator settings.
export function useGibSettingsQuery() {
  return useQuery({ queryKey: gibSettingsQueryKey, queryFn: fetchGibSettings });
}
