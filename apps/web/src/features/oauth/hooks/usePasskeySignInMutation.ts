import { useMutation } from '@tanstack/react-query';
import { startAuthentication } from '@simplewebauthn/browser';
import { passkeySignIn, passkeySignInOptions } from '../api/oauthApi';

type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

// usePasskeySignInMutation signs in without a password: any passkey of this site, chosen in the browser's dialog.
export function usePasskeySignInMutation() {
  return useMutation({
    mutationFn: async () => {
      const options = await passkeySignInOptions();
      const response = await startAuthentication({ optionsJSON: options as RequestOptions });
      return passkeySignIn({ response });
    },
  });
}
