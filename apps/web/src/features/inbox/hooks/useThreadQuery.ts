import { useQuery } from '@tanstack/react-query';
import { fetchThread } from '../api/inboxApi';
import { threadQueryKey } from './inboxQueryKeys';

// useThreadQuery loads one conversation with its messages and contact (null id: nothing selected).
export function useThreadQuery(id: string | null) {
  return useQuery({ queryKey: threadQueryKey(id ?? ''), queryFn: () => fetchThread(id as string), enabled: !!id });
}
