import { useMutation } from '@tanstack/react-query';
import type { InvoiceDesign } from '@ulak/shared/invoicing';
import { openFile, saveFile } from '../api/http';
import { fetchTemplatePreview } from '../api/settingsApi';
import { invoiceTemplatesQueryKey } from './invoicingQueryKeys';

export const previewTemplateMutationKey = [...invoiceTemplatesQueryKey, 'preview'] as const;

// usePreviewTemplateMutation fetches a design's sample PDF and opens it in a new window; when the browser blocks the
// pop-up the PDF is downloaded instead and the result is 'downloaded'.
export function usePreviewTemplateMutation() {
  return useMutation({
    mutationKey: previewTemplateMutationKey,
    mutationFn: async (design: InvoiceDesign): Promise<'opened' | 'downloaded'> => {
      const file = await fetchTemplatePreview(design);
      if (openFile(file)) return 'opened';
      saveFile(file);
      return 'downloaded';
    },
  });
}
