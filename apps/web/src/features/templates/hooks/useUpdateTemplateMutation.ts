import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTemplate, type TemplateInput } from '../api/templatesApi';
import { templateListQueryKeyRoot, templatesQueryKeyRoot } from './templatesQueryKeys';

export const updateTemplateMutationKey = [...templatesQueryKeyRoot, 'update'] as const;

// useUpdateTemplateMutation saves a changed template and reloads the templates.
export function useUpdateTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateTemplateMutationKey,
    mutationFn: ({ id, body }: { id: string; body: TemplateInput }) => updateTemplate(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateListQueryKeyRoot }),
  });
}
