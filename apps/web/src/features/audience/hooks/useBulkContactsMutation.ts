import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkContacts, type BulkAction } from '../api/contactsApi';
import { audienceQueryKeyRoot } from './audienceQueryKeys';

export const bulkContactsMutationKey = [...audienceQueryKeyRoot, 'contacts', 'bulk'] as const;

// useBulkContactsMutation runs a bulk action on the selected contacts and refreshes the audience.
export function useBulkContactsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bulkContactsMutationKey,
    mutationFn: (body: BulkAction) => bulkContacts(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceQueryKeyRoot }),
  });
}
