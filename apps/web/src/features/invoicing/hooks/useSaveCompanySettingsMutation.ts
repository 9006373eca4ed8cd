import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCompanySettings, type CompanySettingsBody } from '../api/settingsApi';
import { companySettingsQueryKey, invoiceTemplatesQueryKey } from './invoicingQueryKeys';

export const saveCompanySettingsMutationKey = [...companySettingsQueryKey, 'save'] as const;

// useSaveCompanySettingsMutation saves the company settings; the designs (which show the colours and logo) follow.
export function useSaveCompanySettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveCompanySettingsMutationKey,
    mutationFn: (body: CompanySettingsBody) => saveCompanySettings(body),
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(companySettingsQueryKey, settings);
      return queryClient.invalidateQueries({ queryKey: invoiceTemplatesQueryKey });
    },
  });
}
