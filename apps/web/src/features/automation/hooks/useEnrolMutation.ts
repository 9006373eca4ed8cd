import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enrolContacts } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// useEnrolMutation enrols a list in a published workflow.
export function useEnrolMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enrolContacts, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
