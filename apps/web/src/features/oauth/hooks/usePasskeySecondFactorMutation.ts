import { useMutation } from '@tanstack/react-query';
import { startAuthentication } from '@simplewebauthn/browser';
import { passkeySecondFactorOptions, verifyPasskeySecondFactor } from '../api/oauthApi';

type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

// usePasskeySecondFactorMutation finishes a held sign-in with one of the user's passkeys.
export function usePasskeySecondFactorMutation() {
  return useMutation({
    mutationFn: async (pendingToken: string) => {
      const options = await passkeySecondFactorOptions(pendingToken);
      const response = await startAuthentication({ optionsJSON: options as RequestOptions });
      return verifyPasskeySecondFactor({ pendingToken, response });
    },
  });
}
