import { useQuery } from '@tanstack/react-query';
import { fetchAvatar } from '../api/settingsApi';

export const avatarQueryKey = ['settings', 'avatar'] as const;

// useAvatarQuery reads where the signed-in user's avatar is served (the header's user menu and the profile tab).
export function useAvatarQuery() {
  return useQuery({ queryKey: avatarQueryKey, queryFn: fetchAvatar, staleTime: 5 * 60_000 });
}
