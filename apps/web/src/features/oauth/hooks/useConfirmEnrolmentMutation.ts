import { useMutation } from '@tanstack/react-query';
import { confirmEnrolment } from '../api/oauthApi';

// useConfirmEnrolmentMutation finishes a mandatory enrolment with a first code.
export function useConfirmEnrolmentMutation() {
  return useMutation({ mutationFn: (v: { pendingToken: string; code: string }) => confirmEnrolment(v.pendingToken, v.code) });
}
