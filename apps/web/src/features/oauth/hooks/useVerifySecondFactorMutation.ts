import { useMutation } from '@tanstack/react-query';
import { verifySecondFactor } from '../api/oauthApi';

// useVerifySecondFactorMutation finishes a held sign-in with a TOTP or recovery code.
export function useVerifySecondFactorMutation() {
  return useMutation({ mutationFn: (v: { pendingToken: string; code: string }) => verifySecondFactor(v.pendingToken, v.code) });
}
