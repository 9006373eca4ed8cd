import { useMutation, useQueryClient } from '@tanstack/react-query';
import { copyGalleryTemplate } from '../api/templatesApi';
import { templateListQueryKeyRoot, templatesQueryKeyRoot } from './templatesQueryKeys';

export const copyGalleryTemplateMutationKey = [...templatesQueryKeyRoot, 'copy-gallery'] as const;

// useCopyGalleryTemplateMutation copies a starter into the workspace and reloads the templates.
export function useCopyGalleryTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: copyGalleryTemplateMutationKey,
    mutationFn: (key: string) => copyGalleryTemplate(key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateListQueryKeyRoot }),
  });
}
