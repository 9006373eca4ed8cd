import { useQuery } from '@tanstack/react-query';
import { fetchCompanySettings } from '../api/settingsApi';
import { companySettingsQueryKey } from './invoicingQueryKeys';

// useCompanySettingsQuery reads the company settings of the workspace.
export function useCompanySettingsQuery() {
  return useQuery({ queryKey: companySettingsQueryKey, queryFn: fetchCompanySettings });
}
