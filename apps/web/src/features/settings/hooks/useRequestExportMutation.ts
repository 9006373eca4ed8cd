import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestExport } from '../api/settingsApi';
import { exportsQueryKey } from './useExportsQuery';

// useRequestExportMutation starts a workspace export.
export function useRequestExportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestExport(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsQueryKey }),
  });
}
