import { useQuery } from '@tanstack/react-query';
import { fetchDetectedCurrency } from '../api/currencyApi';

export const currencyDetectQueryKey = ['currency', 'detect'] as const;

// useCurrencyDetectQuery runs the geolocation lookup once, only when no stored currency applies.
export function useCurrencyDetectQuery(enabled: boolean) {
  return useQuery({
    queryKey: currencyDetectQueryKey,
    queryFn: fetchDetectedCurrency,
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
