import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactInput } from '@ulak/shared/audience';
import { createContact } from '../api/contactsApi';
import { audienceQueryKeyRoot } from './audienceQueryKeys';

export const createContactMutationKey = [...audienceQueryKeyRoot, 'contacts', 'create'] as const;

// useCreateContactMutation adds a contact and refreshes contacts, counts and list sizes.
export function useCreateContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createContactMutationKey,
    mutationFn: (body: ContactInput) => createContact(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceQueryKeyRoot }),
  });
}
