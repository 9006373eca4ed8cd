import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadAttachment } from '../api/attachmentsApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';
import { attachmentsQueryKey } from './useAttachmentsQuery';
import { invoiceQueryKey } from './useInvoiceQuery';

export const uploadAttachmentMutationKey = [...invoicingQueryKeyRoot, 'attachments', 'upload'] as const;

// useUploadAttachmentMutation uploads a file to a draft, then refreshes its attachments and the invoice.
export function useUploadAttachmentMutation(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: uploadAttachmentMutationKey,
    mutationFn: (file: File) => uploadAttachment(invoiceId, file),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attachmentsQueryKey(invoiceId) }),
        queryClient.invalidateQueries({ queryKey: invoiceQueryKey(invoiceId) }),
      ]),
  });
}
