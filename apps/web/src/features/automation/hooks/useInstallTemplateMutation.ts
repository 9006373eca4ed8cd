import { useMutation, useQueryClient } from '@tanstack/react-query';
import { installTemplate } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// useInstallTemplateMutation installs a market template as a draft.
export function useInstallTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: installTemplate, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
