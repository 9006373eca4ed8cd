import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchIncidents } from '../api/adminSiteApi';

export const incidentsQueryKeyRoot = ['admin', 'incidents'] as const;
export const incidentsQueryKey = (page: number, limit: number) => [...incidentsQueryKeyRoot, 'list', page, limit] as const;

// useIncidentsQuery loads one page of status incidents.
export function useIncidentsQuery(page: number, limit: number) {
  return useQuery({ queryKey: incidentsQueryKey(page, limit), queryFn: () => fetchIncidents(page, limit), placeholderData: keepPreviousData });
}
