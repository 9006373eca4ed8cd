import { useEffect, useRef } from 'react';
import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../ui/format';
import type { Campaign } from '../../api/campaignsApi';
import { useCampaignQuery } from '../../hooks/useCampaignQuery';
import { CampaignStatusBadge } from '../CampaignStatusBadge';

type Props = { campaignId: string; onFinished: (campaign: Campaign) => void; onBackground: () => void };

// SendProgress follows a campaign while it sends (polled every 2 seconds) and reports once it has finished.
export function SendProgress({ campaignId, onFinished, onBackground }: Props) {
  const { t, i18n } = useTranslation();
  const query = useCampaignQuery(campaignId);
  const campaign = query.data;
  const reported = useRef(false);
  const n = (v: number) => formatNumber(v, i18n.language);

  useEffect(() => {
    if (!campaign || reported.current) return;
    if (campaign.status === 'sent' || campaign.status === 'failed') {
      reported.current = true;
      onFinished(campaign);
    }
  }, [campaign, onFinished]);

  const progress = Math.min(100, Math.max(0, campaign?.progress ?? 0));
  return (
    <Stack gap="md" py="md" data-testid="wizard-progress" data-status={campaign?.status ?? 'sending'} data-progress={progress}>
      <Group gap="sm">
        {campaign?.status === 'sending' || !campaign ? <Loader size="sm" /> : null}
        <Text fw={600}>{t('campaigns.wizard.progress.title')}</Text>
        {campaign && <CampaignStatusBadge status={campaign.status} />}
      </Group>
      <Progress value={progress} size="lg" striped animated={campaign?.status === 'sending'} aria-label={t('campaigns.wizard.progress.title')} />
      {campaign && (
        <Text size="sm" c="dimmed" data-testid="wizard-progress-counts">
          {t('campaigns.wizard.progress.counts', { sent: n(campaign.sent), total: n(campaign.recipients), failed: n(campaign.failed) })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBackground} data-testid="wizard-background">
          {t('campaigns.wizard.progress.background')}
        </Button>
      </Group>
    </Stack>
  );
}
