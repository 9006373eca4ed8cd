import { useMutation } from '@tanstack/react-query';
import { changePassword } from '../api/authApi';

export const changePasswordMutationKey = ['auth', 'change-password'] as const;

// useChangePasswordMutation changes the signed-in user's password.
export function useChangePasswordMutation() {
  return useMutation({
    mutationKey: changePasswordMutationKey,
    mutationFn: (input: { currentPassword: string; newPassword: string }) => changePassword(input.currentPassword, input.newPassword),
  });
}
