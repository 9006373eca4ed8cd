import { useQuery } from '@tanstack/react-query';
import { fetchTwoFactorStatus } from '../api/oauthApi';

export const twoFactorStatusQueryKey = ['oauth', 'two-factor'] as const;

// useTwoFactorStatusQuery reads the signed-in user's two-factor status.
export function useTwoFactorStatusQuery() {
  return useQuery({ queryKey: twoFactorStatusQueryKey, queryFn: fetchTwoFactorStatus });
}
