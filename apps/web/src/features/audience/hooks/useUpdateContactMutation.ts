import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactInput } from '@ulak/shared/audience';
import { updateContact } from '../api/contactsApi';
import { audienceQueryKeyRoot } from './audienceQueryKeys';

export const updateContactMutationKey = [...audienceQueryKeyRoot, 'contacts', 'update'] as const;

// useUpdateContactMutation saves a contact's changes and refreshes everything that shows it.
export function useUpdateContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateContactMutationKey,
    mutationFn: ({ id, body }: { id: string; body: Partial<ContactInput> }) => updateContact(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceQueryKeyRoot }),
  });
}
