import { useMutation } from '@tanstack/react-query';
import { fetchInvoiceDocument, type InvoiceDocumentKind } from '../api/invoicesApi';
import { openFile, saveFile } from '../api/http';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const downloadInvoiceMutationKey = [...invoicingQueryKeyRoot, 'invoices', 'download'] as const;

// useDownloadInvoiceMutation fetches a document with the bearer token and saves it, or opens it in a new window
// (the printable page); a blocked pop-up falls back to a download and the result says 'downloaded'.
export function useDownloadInvoiceMutation() {
  return useMutation({
    mutationKey: downloadInvoiceMutationKey,
    mutationFn: async ({
      id,
      kind,
      name,
      open = false,
    }: {
      id: string;
      kind: InvoiceDocumentKind;
      name: string;
      open?: boolean;
    }): Promise<'opened' | 'downloaded'> => {
      const file = await fetchInvoiceDocument(id, kind, name);
      if (open && openFile(file)) return 'opened';
      saveFile(file);
      return 'downloaded';
    },
  });
}
