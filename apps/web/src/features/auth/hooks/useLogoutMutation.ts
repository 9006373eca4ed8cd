import { useMutation } from '@tanstack/react-query';
import { logout } from '../api/authApi';
import { useAuth } from './useAuth';

export const logoutMutationKey = ['auth', 'logout'] as const;

// useLogoutMutation revokes the session on the server, then forgets it locally even if the call failed.
export function useLogoutMutation() {
  const { signOut } = useAuth();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: logout,
    onError: (error) => console.warn('Server-side logout failed; clearing the local session anyway.', error),
    onSettled: signOut,
  });
}
