import { useQuery } from '@tanstack/react-query';
import { fetchRates } from '../api/currencyApi';

export const ratesQueryKey = ['currency', 'rates'] as const;

// useRatesQuery loads the exchange rates once an hour; callers keep the default rates when it fails.
export function useRatesQuery() {
  return useQuery({
    queryKey: ratesQueryKey,
    queryFn: fetchRates,
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
}
