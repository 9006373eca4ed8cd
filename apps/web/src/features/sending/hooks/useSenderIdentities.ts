import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkSenderIdentity, createSenderIdentity, fetchSenderIdentities, removeSenderIdentity } from '../api/identitiesApi';
import { sendingQueryKeyRoot } from './sendingQueryKeys';
import { sendingDomainsQueryKey } from './useSendingDomains';

export const senderIdentitiesQueryKey = [...sendingQueryKeyRoot, 'identities'] as const;

// useSenderIdentitiesQuery loads the workspace's sender identities with their domain checks.
export function useSenderIdentitiesQuery() {
  return useQuery({ queryKey: senderIdentitiesQueryKey, queryFn: fetchSenderIdentities });
}

// useSenderIdentityMutations adds, checks and removes identities, reloading identities and domains after each.
export function useSenderIdentityMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: senderIdentitiesQueryKey }),
      queryClient.invalidateQueries({ queryKey: sendingDomainsQueryKey }),
    ]);
  };
  return {
    create: useMutation({ mutationKey: [...senderIdentitiesQueryKey, 'create'], mutationFn: createSenderIdentity, onSuccess }),
    check: useMutation({ mutationKey: [...senderIdentitiesQueryKey, 'check'], mutationFn: checkSenderIdentity, onSuccess }),
    remove: useMutation({ mutationKey: [...senderIdentitiesQueryKey, 'remove'], mutationFn: removeSenderIdentity, onSuccess }),
  };
}
