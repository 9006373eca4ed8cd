import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTemplate } from '../api/templatesApi';
import { templateListQueryKeyRoot, templatesQueryKeyRoot } from './templatesQueryKeys';

export const deleteTemplateMutationKey = [...templatesQueryKeyRoot, 'delete'] as const;

// useDeleteTemplateMutation removes a template and reloads the templates.
export function useDeleteTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteTemplateMutationKey,
    mutationFn: (id: string) => deleteTemplate(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateListQueryKeyRoot }),
  });
}
