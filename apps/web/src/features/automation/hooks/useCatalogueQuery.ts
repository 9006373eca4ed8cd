import { useQuery } from '@tanstack/react-query';
import { fetchActions, fetchTriggers } from '../api/automationApi';
import { catalogueQueryKey } from './automationQueryKeys';

// useCatalogueQuery loads the trigger and action catalogues.
export function useCatalogueQuery() {
  return useQuery({
    queryKey: catalogueQueryKey,
    queryFn: async () => {
      const [triggers, actions] = await Promise.all([fetchTriggers(), fetchActions()]);
      return { triggers, actions: actions.actions, flow: actions.flow };
    },
    staleTime: Infinity,
  });
}
