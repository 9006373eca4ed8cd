import { useMutation } from '@tanstack/react-query';
import { voteHelpful } from '../api/articlesApi';

export const helpfulVoteMutationKey = ['articles', 'helpful'] as const;

// useHelpfulVoteMutation answers "Was this helpful?" for a help article.
export function useHelpfulVoteMutation() {
  return useMutation({
    mutationKey: helpfulVoteMutationKey,
    mutationFn: ({ id, helpful }: { id: string; helpful: boolean }) => voteHelpful(id, helpful),
  });
}
