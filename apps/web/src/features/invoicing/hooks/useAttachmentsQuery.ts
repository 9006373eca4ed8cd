import { useQuery } from '@tanstack/react-query';
import { fetchAttachments } from '../api/attachmentsApi';
import { invoicesQueryKeyRoot } from './invoicingQueryKeys';

export const attachmentsQueryKey = (invoiceId: string) => [...invoicesQueryKeyRoot, 'attachments', invoiceId] as const;

// useAttachmentsQuery lists a draft's attachments (disabled without an id).
export function useAttachmentsQuery(invoiceId: string | null) {
  return useQuery({ queryKey: attachmentsQueryKey(invoiceId ?? ''), queryFn: () => fetchAttachments(invoiceId ?? ''), enabled: Boolean(invoiceId) });
}
