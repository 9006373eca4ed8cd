import { useQuery } from '@tanstack/react-query';
import { fetchPasskeys } from '../api/oauthApi';

export const passkeysQueryKey = ['oauth', 'passkeys'] as const;

// usePasskeysQuery reads the signed-in user's passkeys.
export function usePasskeysQuery() {
  return useQuery({ queryKey: passkeysQueryKey, queryFn: fetchPasskeys });
}
