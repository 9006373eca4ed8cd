import { useMutation } from '@tanstack/react-query';
import { fetchAttachment, type Attachment } from '../api/attachmentsApi';
import { saveFile } from '../api/http';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const downloadAttachmentMutationKey = [...invoicingQueryKeyRoot, 'attachments', 'download'] as const;

// useDownloadAttachmentMutation fetches an invoice's attachment with the bearer token and saves it.
export function useDownloadAttachmentMutation() {
  return useMutation({
    mutationKey: downloadAttachmentMutationKey,
    mutationFn: async ({ invoiceId, attachment }: { invoiceId: string; attachment: Attachment }) => saveFile(await fetchAttachment(invoiceId, attachment)),
  });
}
