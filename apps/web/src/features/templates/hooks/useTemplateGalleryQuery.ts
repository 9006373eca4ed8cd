import { useQuery } from '@tanstack/react-query';
import { fetchGallery } from '../api/templatesApi';
import { templatesQueryKeyRoot } from './templatesQueryKeys';

export const templateGalleryQueryKey = (language: string) => [...templatesQueryKeyRoot, 'gallery', language] as const;

// useTemplateGalleryQuery loads the starter gallery in the interface language.
export function useTemplateGalleryQuery(language: string) {
  return useQuery({ queryKey: templateGalleryQueryKey(language), queryFn: fetchGallery, staleTime: Infinity });
}
