import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addIncidentUpdate, type IncidentUpdateInput } from '../api/adminSiteApi';
import { incidentsQueryKeyRoot } from './useIncidentsQuery';

export const addIncidentUpdateMutationKey = ['admin', 'incidents', 'update'] as const;

// useAddIncidentUpdateMutation appends an update to an incident and reloads the list.
export function useAddIncidentUpdateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addIncidentUpdateMutationKey,
    mutationFn: ({ id, input }: { id: string; input: IncidentUpdateInput }) => addIncidentUpdate(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentsQueryKeyRoot }),
  });
}
