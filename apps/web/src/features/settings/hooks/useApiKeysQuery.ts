import { useQuery } from '@tanstack/react-query';
import { fetchApiKeys } from '../api/settingsApi';

export const apiKeysQueryKey = ['settings', 'api-keys'] as const;

// useApiKeysQuery lists the workspace's API keys.
export function useApiKeysQuery() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: fetchApiKeys });
}
