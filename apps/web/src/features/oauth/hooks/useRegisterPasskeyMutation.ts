import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import { passkeyRegistrationOptions, registerPasskey } from '../api/oauthApi';
import { passkeysQueryKey } from './usePasskeysQuery';
import { twoFactorStatusQueryKey } from './useTwoFactorStatusQuery';

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

// useRegisterPasskeyMutation runs the whole ceremony: options from the server, the browser's create(), the server's check.
export function useRegisterPasskeyMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string | undefined) => {
      const options = await passkeyRegistrationOptions();
      const response = await startRegistration({ optionsJSON: options as CreationOptions });
      return registerPasskey({ response, name });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: passkeysQueryKey });
      void qc.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
    },
  });
}
