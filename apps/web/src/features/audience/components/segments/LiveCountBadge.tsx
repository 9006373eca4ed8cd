import { Badge, Loader } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RuleGroup } from '@ulak/shared/audience';
import { formatNumber } from '../../../../ui/format';
import { useSegmentCountQuery } from '../../hooks/useSegmentCountQuery';

// LiveCountBadge shows how many contacts the rules being edited match, counted 400 ms after the last change.
export function LiveCountBadge({ rules }: { rules: RuleGroup | null }) {
  const { t, i18n } = useTranslation();
  const count = useSegmentCountQuery(rules);
  if (rules === null) {
    return (
      <Badge size="lg" variant="light" color="gray" data-testid="segment-live-count" data-state="incomplete">
        {t('audience.segments.countIncomplete')}
      </Badge>
    );
  }
  if (count.isError && count.settled) {
    return (
      <Badge size="lg" variant="light" color="red" data-testid="segment-live-count" data-state="error">
        {t('audience.segments.countFailed')}
      </Badge>
    );
  }
  const ready = count.settled && !count.isFetching && count.data !== undefined;
  return (
    <Badge
      size="lg"
      variant="light"
      color="blue"
      leftSection={ready ? <IconUsers size={14} /> : <Loader size={12} />}
      data-testid="segment-live-count"
      data-state={ready ? 'ready' : 'loading'}
      data-count={ready ? count.data : undefined}
      aria-live="polite"
    >
      {count.data === undefined
        ? t('audience.segments.counting')
        : t('audience.segments.liveCount', { count: count.data, formatted: formatNumber(count.data, i18n.language) })}
    </Badge>
  );
}
