import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addSendingDomain, fetchSendingDomains, removeSendingDomain, verifySendingDomain } from '../api/domainsApi';
import { sendingQueryKeyRoot } from './sendingQueryKeys';

export const sendingDomainsQueryKey = [...sendingQueryKeyRoot, 'domains'] as const;

// useSendingDomainsQuery loads the workspace's sending domains.
export function useSendingDomainsQuery() {
  return useQuery({ queryKey: sendingDomainsQueryKey, queryFn: fetchSendingDomains });
}

// useSendingDomainMutations adds, verifies and removes domains, reloading the list after each.
export function useSendingDomainMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: sendingDomainsQueryKey });
  return {
    add: useMutation({ mutationKey: [...sendingDomainsQueryKey, 'add'], mutationFn: addSendingDomain, onSuccess }),
    verify: useMutation({ mutationKey: [...sendingDomainsQueryKey, 'verify'], mutationFn: verifySendingDomain, onSuccess }),
    remove: useMutation({ mutationKey: [...sendingDomainsQueryKey, 'remove'], mutationFn: removeSendingDomain, onSuccess }),
  };
}
