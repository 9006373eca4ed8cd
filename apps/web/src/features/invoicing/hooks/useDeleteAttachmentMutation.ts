import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAttachment } from '../api/attachmentsApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';
import { attachmentsQueryKey } from './useAttachmentsQuery';
import { invoiceQueryKey } from './useInvoiceQuery';

export const deleteAttachmentMutationKey = [...invoicingQueryKeyRoot, 'attachments', 'delete'] as const;

// useDeleteAttachmentMutation removes an attachment from a draft (takes the attachment's id), then refreshes its
// attachments and the invoice.
export function useDeleteAttachmentMutation(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteAttachmentMutationKey,
    mutationFn: (attachmentId: string) => deleteAttachment(invoiceId, attachmentId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attachmentsQueryKey(invoiceId) }),
        queryClient.invalidateQueries({ queryKey: invoiceQueryKey(invoiceId) }),
      ]),
  });
}
