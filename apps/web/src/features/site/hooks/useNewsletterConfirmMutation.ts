import { useMutation } from '@tanstack/react-query';
import { confirmNewsletter } from '../api/siteApi';

export const newsletterConfirmMutationKey = ['site', 'newsletter', 'confirm'] as const;

// useNewsletterConfirmMutation confirms a newsletter subscription with the mailed token.
export function useNewsletterConfirmMutation() {
  return useMutation({ mutationKey: newsletterConfirmMutationKey, mutationFn: (token: string) => confirmNewsletter(token) });
}
