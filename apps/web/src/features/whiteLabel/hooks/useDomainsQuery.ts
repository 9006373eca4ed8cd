import { useQuery } from '@tanstack/react-query';
import { fetchDomains } from '../api/whiteLabelApi';

export const domainsQueryKey = () => ['whiteLabel', 'domains'] as const;

// useDomainsQuery loads the custom domains.
export function useDomainsQuery() {
  return useQuery({ queryKey: domainsQueryKey(), queryFn: () => fetchDomains() });
}
