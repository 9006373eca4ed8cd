import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '../api/authApi';

export const forgotPasswordMutationKey = ['auth', 'forgot-password'] as const;

// useForgotPasswordMutation requests a reset code by email.
export function useForgotPasswordMutation() {
  return useMutation({ mutationKey: forgotPasswordMutationKey, mutationFn: (email: string) => forgotPassword(email) });
}
