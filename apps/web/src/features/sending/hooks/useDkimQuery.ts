import { useQuery } from '@tanstack/react-query';
import { fetchDkim } from '../api/dkimApi';
import { dkimQueryKeyRoot } from './sendingQueryKeys';

export const dkimQueryKey = [...dkimQueryKeyRoot, 'settings'] as const;

// useDkimQuery loads the workspace's DKIM signing settings and the DNS record to publish.
export function useDkimQuery() {
  return useQuery({ queryKey: dkimQueryKey, queryFn: fetchDkim });
}
