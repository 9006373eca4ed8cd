import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchLogs } from '../api/oauthApi';

export const signInLogsQueryKey = (page: number, limit: number, status?: 'success' | 'failed') => ['oauth', 'logs', page, limit, status ?? 'all'] as const;

// useSignInLogsQuery loads a page of the sign-in log.
export function useSignInLogsQuery(page: number, limit: number, status?: 'success' | 'failed') {
  return useQuery({ queryKey: signInLogsQueryKey(page, limit, status), queryFn: () => fetchLogs(page, limit, status), placeholderData: keepPreviousData });
}
