import { useMutation } from '@tanstack/react-query';
import { checkSpam } from '../api/sendingApi';
import { sendingQueryKeyRoot } from './sendingQueryKeys';

export const spamCheckMutationKey = [...sendingQueryKeyRoot, 'spam-check'] as const;

// useSpamCheckMutation scores a subject and content (the caller makes sure both are present).
export function useSpamCheckMutation() {
  return useMutation({
    mutationKey: spamCheckMutationKey,
    mutationFn: ({ subject, content }: { subject: string; content: string }) => checkSpam(subject, content),
  });
}
