import { useQuery } from '@tanstack/react-query';
import { fetchSettings } from '../api/settingsApi';

export const settingsQueryKey = ['settings', 'all'] as const;

// useSettingsQuery loads every settings section.
export function useSettingsQuery() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: fetchSettings });
}
