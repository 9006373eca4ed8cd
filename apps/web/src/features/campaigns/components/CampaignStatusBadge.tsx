import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@ulak/shared/campaigns';
import { useTranslation } from 'react-i18next';

export const CAMPAIGN_STATUS_COLORS: Record<CampaignStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'cyan',
  sent: 'teal',
  paused: 'yellow',
  failed: 'red',
  cancelled: 'dark',
};

// CampaignStatusBadge shows a campaign status in the interface language (Taslak, Zamanlandı, … in Turkish).
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={CAMPAIGN_STATUS_COLORS[status]} data-testid="campaign-status" data-status={status}>
      {t(`campaigns.status.${status}`)}
    </Badge>
  );
}
