import { useQuery } from '@tanstack/react-query';
import { fetchDnsblSettings } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const dnsblSettingsQueryKey = [...adminQueryRoot, 'dnsbl'] as const;

// useDnsblSettingsQuery loads the DNS blocklists the sending IPs are checked against.
export function useDnsblSettingsQuery() {
  return useQuery({ queryKey: dnsblSettingsQueryKey, queryFn: fetchDnsblSettings });
}
