import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from '../api/profileApi';

export const profileQueryKey = ['settings', 'profile'] as const;

// useProfileQuery loads the signed-in user's profile.
export function useProfileQuery() {
  return useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile });
}
