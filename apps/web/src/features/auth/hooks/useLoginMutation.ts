import { useMutation } from '@tanstack/react-query';
import { login, type LoginBody } from '../api/authApi';
import { useAuth } from './useAuth';
import { deviceTokenFor } from '../browserSecrets';

export const loginMutationKey = ['auth', 'login'] as const;

// useLoginMutation signs in with email and password (and this browser's device token) and stores the session; a
// pending second-factor step (status two_factor_required) is left to the caller.
export function useLoginMutation() {
  const { signIn } = useAuth();
  return useMutation({
    mutationKey: loginMutationKey,
    mutationFn: (body: LoginBody) => login({ ...body, deviceToken: body.deviceToken ?? deviceTokenFor(body.email) }),
    onSuccess: (result) => {
      if ('token' in result) signIn(result);
    },
  });
}
