import { Badge } from '@mantine/core';
import type { ChannelState } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ChannelState, string> = { connected: 'green', available: 'gray', error: 'red' };

// ChannelStateBadge shows connected / not configured / error.
export function ChannelStateBadge({ state, testId }: { state: ChannelState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light" data-testid={testId} data-state={state}>
      {t(`channels.state.${state}`)}
    </Badge>
  );
}
