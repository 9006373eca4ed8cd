import { useQuery } from '@tanstack/react-query';
import { fetchMailServers } from '../api/serversApi';
import { mailServersQueryKeyRoot } from './sendingQueryKeys';

export const mailServersQueryKey = [...mailServersQueryKeyRoot, 'list'] as const;

// useMailServersQuery loads the workspace's mail servers.
export function useMailServersQuery() {
  return useQuery({ queryKey: mailServersQueryKey, queryFn: fetchMailServers });
}
