import { useMutation } from '@tanstack/react-query';
import { verifyResetCode } from '../api/authApi';

export const verifyResetCodeMutationKey = ['auth', 'verify-reset-code'] as const;

// useVerifyResetCodeMutation checks the emailed 6-digit code.
export function useVerifyResetCodeMutation() {
  return useMutation({
    mutationKey: verifyResetCodeMutationKey,
    mutationFn: (input: { email: string; code: string }) => verifyResetCode(input.email, input.code),
  });
}
