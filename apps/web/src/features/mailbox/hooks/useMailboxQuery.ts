import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchMailbox } from '../api/mailboxApi';

export const mailboxQueryKeyRoot = ['admin', 'mailbox'] as const;
export const mailboxQueryKey = (page: number, limit: number) => [...mailboxQueryKeyRoot, 'list', page, limit] as const;

// useMailboxQuery loads one page of the capture mailbox.
export function useMailboxQuery(page: number, limit: number) {
  return useQuery({ queryKey: mailboxQueryKey(page, limit), queryFn: () => fetchMailbox(page, limit), placeholderData: keepPreviousData });
}
