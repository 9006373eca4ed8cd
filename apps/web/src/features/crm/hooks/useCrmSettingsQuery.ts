import { useQuery } from '@tanstack/react-query';
import { fetchCrmSettings } from '../api/settingsApi';
import { crmSettingsQueryKey } from './crmQueryKeys';

export { crmSettingsQueryKey };

// useCrmSettingsQuery loads the stages, scoring points and AI model.
export function useCrmSettingsQuery() {
  return useQuery({ queryKey: crmSettingsQueryKey, queryFn: fetchCrmSettings });
}
