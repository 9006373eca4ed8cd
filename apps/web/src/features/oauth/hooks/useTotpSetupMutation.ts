import { useMutation } from '@tanstack/react-query';
import { setupTotp } from '../api/oauthApi';

// useTotpSetupMutation starts TOTP enrolment (a new secret and QR code).
export function useTotpSetupMutation() {
  return useMutation({ mutationFn: setupTotp });
}
