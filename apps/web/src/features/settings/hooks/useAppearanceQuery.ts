import { useQuery } from '@tanstack/react-query';
import { fetchAppearance } from '../api/settingsApi';

export const appearanceQueryKey = ['settings', 'appearance'] as const;

// useAppearanceQuery reads the appearance the server remembers for the user.
export function useAppearanceQuery() {
  return useQuery({ queryKey: appearanceQueryKey, queryFn: fetchAppearance, staleTime: 5 * 60_000 });
}
