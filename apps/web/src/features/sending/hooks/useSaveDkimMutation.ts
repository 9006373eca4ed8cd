import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DkimInput } from '@ulak/shared/campaigns';
import { saveDkim } from '../api/dkimApi';
import { dkimQueryKeyRoot } from './sendingQueryKeys';

export const saveDkimMutationKey = [...dkimQueryKeyRoot, 'save'] as const;

// useSaveDkimMutation turns DKIM signing on or changes it, then reloads the settings.
export function useSaveDkimMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveDkimMutationKey,
    mutationFn: (body: DkimInput) => saveDkim(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dkimQueryKeyRoot }),
  });
}
