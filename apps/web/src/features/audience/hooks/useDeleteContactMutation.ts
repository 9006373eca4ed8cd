import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteContact } from '../api/contactsApi';
import { audienceQueryKeyRoot } from './audienceQueryKeys';
import { contactQueryKey } from './useContactQuery';

export const deleteContactMutationKey = [...audienceQueryKeyRoot, 'contacts', 'delete'] as const;

// useDeleteContactMutation deletes a contact, forgets its cached detail and refreshes the rest.
export function useDeleteContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteContactMutationKey,
    mutationFn: (id: string) => deleteContact(id),
    onSuccess: (_data, id) => {
      const gone = JSON.stringify(contactQueryKey(id));
      queryClient.removeQueries({ queryKey: contactQueryKey(id) });
      // the open detail drawer still observes the deleted contact until it closes: do not ask for it again
      return queryClient.invalidateQueries({ queryKey: audienceQueryKeyRoot, predicate: (q) => JSON.stringify(q.queryKey) !== gone });
    },
  });
}
