import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveConsent } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

// useSaveConsentMutation grants or revokes a contact's consent on a channel.
export function useSaveConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveConsent, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKeyRoot }) });
}
