import { useQuery } from '@tanstack/react-query';
import { fetchSettings } from '../api/automationApi';
import { settingsQueryKey } from './automationQueryKeys';

// useAutomationSettingsQuery loads the automation settings.
export function useAutomationSettingsQuery() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: fetchSettings });
}
