import { useQuery } from '@tanstack/react-query';
import { fetchResellers } from '../api/whiteLabelApi';

export const resellersQueryKey = () => ['whiteLabel', 'resellers'] as const;

// useResellersQuery loads the resellers with their figures.
export function useResellersQuery() {
  return useQuery({ queryKey: resellersQueryKey(), queryFn: () => fetchResellers() });
}
