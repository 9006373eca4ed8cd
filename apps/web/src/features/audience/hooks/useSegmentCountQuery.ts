import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { RuleGroup } from '@ulak/shared/audience';
import { countRules } from '../api/segmentsApi';
import { segmentsQueryKeyRoot } from './audienceQueryKeys';

export const segmentCountQueryKey = (rules: RuleGroup | null) => [...segmentsQueryKeyRoot, 'count', rules] as const;

/** How long the rule tree must stay unchanged before it is counted. */
export const SEGMENT_COUNT_DEBOUNCE_MS = 400;

// useSegmentCountQuery counts the contacts a rule tree matches, 400 ms after the last edit; null rules (incomplete) are not sent.
export function useSegmentCountQuery(rules: RuleGroup | null) {
  const [debounced] = useDebouncedValue(rules, SEGMENT_COUNT_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: segmentCountQueryKey(debounced),
    queryFn: ({ signal }) => countRules(debounced as RuleGroup, signal),
    enabled: debounced !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
  // while the user is still typing, the shown count belongs to an older tree
  const settled = JSON.stringify(debounced) === JSON.stringify(rules);
  return { ...query, settled };
}
