import { useMutation } from '@tanstack/react-query';
import { subscribeNewsletter } from '../api/siteApi';

export const newsletterMutationKey = ['site', 'newsletter'] as const;

// useNewsletterMutation asks for the newsletter; the visitor then confirms from their inbox.
export function useNewsletterMutation() {
  return useMutation({ mutationKey: newsletterMutationKey, mutationFn: (email: string) => subscribeNewsletter(email) });
}
