import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSettings } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// useSaveAutomationSettingsMutation changes the automation settings.
export function useSaveAutomationSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSettings, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
