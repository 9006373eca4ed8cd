import { useMutation } from '@tanstack/react-query';
import { audienceQueryKeyRoot } from './audienceQueryKeys';

export const downloadMutationKey = [...audienceQueryKeyRoot, 'download'] as const;

// useDownload runs an authenticated file download (an export, rejected rows) with a pending state for its button.
export function useDownload() {
  return useMutation({ mutationKey: downloadMutationKey, mutationFn: (run: () => Promise<void>) => run() });
}
