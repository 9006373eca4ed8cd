import { useQuery } from '@tanstack/react-query';
import { fetchTemplates } from '../api/templatesApi';
import { templateListQueryKeyRoot } from './templatesQueryKeys';

export const templatesQueryKey = [...templateListQueryKeyRoot, 'all'] as const;

// useTemplatesQuery loads the workspace's templates.
export function useTemplatesQuery() {
  return useQuery({ queryKey: templatesQueryKey, queryFn: fetchTemplates });
}
