import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadImport } from '../api/importsApi';
import { importsQueryKeyRoot } from './audienceQueryKeys';

export const uploadImportMutationKey = [...importsQueryKeyRoot, 'upload'] as const;

// useUploadImportMutation uploads a CSV or XLSX file and returns its preview and suggested mapping.
export function useUploadImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: uploadImportMutationKey,
    mutationFn: (file: File) => uploadImport(file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importsQueryKeyRoot }),
  });
}
