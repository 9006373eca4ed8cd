import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveInvoiceSettings, type InvoiceSettingsBody } from '../api/settingsApi';
import { invoiceSettingsQueryKey, invoiceTemplatesQueryKey } from './invoicingQueryKeys';

export const saveInvoiceSettingsMutationKey = [...invoiceSettingsQueryKey, 'save'] as const;

// useSaveInvoiceSettingsMutation changes invoice settings; the designs list follows (it marks the default design).
export function useSaveInvoiceSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveInvoiceSettingsMutationKey,
    mutationFn: (body: InvoiceSettingsBody) => saveInvoiceSettings(body),
    onSuccess: (settings) => {
      queryClient.setQueryData(invoiceSettingsQueryKey, settings);
      return queryClient.invalidateQueries({ queryKey: invoiceTemplatesQueryKey });
    },
  });
}
