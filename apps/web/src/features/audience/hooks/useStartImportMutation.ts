import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startImport, type StartImportBody } from '../api/importsApi';
import { importsQueryKeyRoot } from './audienceQueryKeys';
import { importQueryKey } from './useImportQuery';

export const startImportMutationKey = [...importsQueryKeyRoot, 'start'] as const;

// useStartImportMutation confirms the mapping and queues the import.
export function useStartImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: startImportMutationKey,
    mutationFn: ({ id, body }: { id: string; body: StartImportBody }) => startImport(id, body),
    onSuccess: (started) => {
      queryClient.setQueryData(importQueryKey(started.id), started);
      return queryClient.invalidateQueries({ queryKey: importsQueryKeyRoot });
    },
  });
}
