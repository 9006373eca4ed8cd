import { useMutation } from '@tanstack/react-query';
import { startEnrolment } from '../api/oauthApi';

// useStartEnrolmentMutation starts the enrolment a mandatory-2FA sign-in asks for.
export function useStartEnrolmentMutation() {
  return useMutation({ mutationFn: startEnrolment });
}
