import { useQuery } from '@tanstack/react-query';
import { fetchMailboxMessage } from '../api/mailboxApi';
import { mailboxQueryKeyRoot } from './useMailboxQuery';

export const mailboxMessageQueryKey = (id: string) => [...mailboxQueryKeyRoot, 'message', id] as const;

// useMailboxMessageQuery loads one captured message when an id is given.
export function useMailboxMessageQuery(id: string | null) {
  return useQuery({
    queryKey: mailboxMessageQueryKey(id ?? ''),
    queryFn: () => fetchMailboxMessage(id ?? ''),
    enabled: id !== null,
  });
}
