import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchInquiries } from '../api/adminSiteApi';

export const inquiriesQueryKeyRoot = ['admin', 'inquiries'] as const;
export const inquiriesQueryKey = (page: number, limit: number) => [...inquiriesQueryKeyRoot, 'list', page, limit] as const;

// useInquiriesQuery loads one page of contact and demo requests.
export function useInquiriesQuery(page: number, limit: number) {
  return useQuery({ queryKey: inquiriesQueryKey(page, limit), queryFn: () => fetchInquiries(page, limit), placeholderData: keepPreviousData });
}
