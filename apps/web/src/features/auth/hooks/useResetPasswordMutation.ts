import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '../api/authApi';

export const resetPasswordMutationKey = ['auth', 'reset-password'] as const;

// useResetPasswordMutation sets the new password with the verified code.
export function useResetPasswordMutation() {
  return useMutation({
    mutationKey: resetPasswordMutationKey,
    mutationFn: (input: { email: string; code: string; newPassword: string }) => resetPassword(input.email, input.code, input.newPassword),
  });
}
