import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '@ulak/shared/analytics';
import { fetchDrilldown, type DrilldownTarget } from '../api/analyticsApi';

export const drilldownQueryKey = (days: AnalyticsPeriod, target: DrilldownTarget | null, page: number, limit: number) =>
  ['analytics', 'drilldown', days, target?.figure, target?.campaignId, target?.country, target?.city, page, limit] as const;

// useDrilldownQuery loads a page of the contacts or deliveries behind a figure (nothing while no figure is chosen).
export function useDrilldownQuery(days: AnalyticsPeriod, target: DrilldownTarget | null, page: number, limit: number) {
  return useQuery({
    queryKey: drilldownQueryKey(days, target, page, limit),
    queryFn: () => fetchDrilldown(days, target!, page, limit),
    enabled: target !== null,
    placeholderData: keepPreviousData,
  });
}
