import { useMutation } from '@tanstack/react-query';
import { login, type LoginBody } from '../api/authApi';
import { useAuth } from './useAuth';

export const loginMutationKey = ['auth', 'login'] as const;

// useLoginMutation signs in with email and password and stores the session on success.
export function useLoginMutation() {
  const { signIn } = useAuth();
  return useMutation({
    mutationKey: loginMutationKey,
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: signIn,
  });
}
