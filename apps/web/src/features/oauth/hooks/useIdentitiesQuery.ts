import { useQuery } from '@tanstack/react-query';
import { fetchIdentities } from '../api/oauthApi';

export const identitiesQueryKey = ['oauth', 'identities'] as const;

// useIdentitiesQuery lists the signed-in user's linked providers.
export function useIdentitiesQuery() {
  return useQuery({ queryKey: identitiesQueryKey, queryFn: fetchIdentities });
}
