import { useMutation } from '@tanstack/react-query';
import { register, type RegisterBody } from '../api/authApi';
import { useAuth } from './useAuth';

export const registerMutationKey = ['auth', 'register'] as const;

// useRegisterMutation creates an account and stores the new session on success.
export function useRegisterMutation() {
  const { signIn } = useAuth();
  return useMutation({
    mutationKey: registerMutationKey,
    mutationFn: (body: RegisterBody) => register(body),
    onSuccess: signIn,
  });
}
