import { useMutation } from '@tanstack/react-query';
import { sendContactMessage, type ContactBody } from '../api/siteApi';

export const contactMutationKey = ['site', 'contact'] as const;

// useContactMutation sends the contact form.
export function useContactMutation() {
  return useMutation({ mutationKey: contactMutationKey, mutationFn: (body: ContactBody) => sendContactMessage(body) });
}
