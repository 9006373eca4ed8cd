import { useMutation } from '@tanstack/react-query';
import { acceptInvitation } from '../api/settingsApi';

// useAcceptInvitationMutation joins the invited workspace and returns the new session token.
export function useAcceptInvitationMutation(token: string) {
  return useMutation({
    mutationFn: (v: { body: { firstName?: string; lastName?: string; password?: string }; session: string | null }) =>
      acceptInvitation(token, v.body, v.session),
  });
}
