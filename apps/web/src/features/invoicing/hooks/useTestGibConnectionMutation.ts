import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testGibConnection } from '../api/gibApi';
import { gibSettingsQueryKey, invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const testGibConnectionMutationKey = [...invoicingQueryKeyRoot, 'gibSettings', 'test'] as const;

// useTestGibConnectionMutation tries the stored integrator settings and keeps the settings it answers (with the test's
// outcome).
export function useTestGibConnectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: testGibConnectionMutationKey,
    mutationFn: testGibConnection,
    onSuccess: (result) => queryClient.setQueryData(gibSettingsQueryKey, result.settings),
  });
}
