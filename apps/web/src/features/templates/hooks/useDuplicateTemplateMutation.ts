import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateTemplate } from '../api/templatesApi';
import { templateListQueryKeyRoot, templatesQueryKeyRoot } from './templatesQueryKeys';

export const duplicateTemplateMutationKey = [...templatesQueryKeyRoot, 'duplicate'] as const;

// useDuplicateTemplateMutation copies a template and reloads the templates.
export function useDuplicateTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: duplicateTemplateMutationKey,
    mutationFn: (id: string) => duplicateTemplate(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateListQueryKeyRoot }),
  });
}
