import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createIncident, type IncidentInput } from '../api/adminSiteApi';
import { incidentsQueryKeyRoot } from './useIncidentsQuery';

export const createIncidentMutationKey = ['admin', 'incidents', 'create'] as const;

// useCreateIncidentMutation records an incident and reloads the list.
export function useCreateIncidentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createIncidentMutationKey,
    mutationFn: (input: IncidentInput) => createIncident(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentsQueryKeyRoot }),
  });
}
