import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTemplate, type TemplateInput } from '../api/templatesApi';
import { templateListQueryKeyRoot, templatesQueryKeyRoot } from './templatesQueryKeys';

export const createTemplateMutationKey = [...templatesQueryKeyRoot, 'create'] as const;

// useCreateTemplateMutation saves a new template and reloads the templates.
export function useCreateTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createTemplateMutationKey,
    mutationFn: (body: TemplateInput) => createTemplate(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateListQueryKeyRoot }),
  });
}
