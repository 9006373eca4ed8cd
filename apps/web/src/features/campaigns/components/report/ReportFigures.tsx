import { SimpleGrid } from '@mantine/core';
import { IconAlertOctagon, IconArrowBackUp, IconClick, IconMailCheck, IconMailOpened, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MetricCard } from '../../../../ui/MetricCard';
import { formatNumber, formatPercent } from '../../../../ui/format';
import type { CampaignReport } from '../../api/reportApi';

// ReportFigures shows a campaign's delivered, bounced, opened and clicked (human, with machines apart), unsubscribed
// and complained counts with their rates; skeletons while loading.
export function ReportFigures({ report }: { report: CampaignReport | undefined }) {
  const { t, i18n } = useTranslation();
  const n = (v: number | undefined) => (v === undefined ? undefined : formatNumber(v, i18n.language));
  const p = (v: number) => formatPercent(v, i18n.language);
  const r = report;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="report-figures">
      <MetricCard
        label={t('campaigns.report.delivered')}
        value={n(r?.delivered)}
        hint={r && t('campaigns.report.deliveredHint', { rate: p(r.rates.delivered), sent: n(r.sent), recipients: n(r.recipients) })}
        icon={<IconMailCheck size={20} />}
        color="teal"
        testId="report-delivered"
      />
      <MetricCard
        label={t('campaigns.report.bounced')}
        value={n(r?.bounced)}
        hint={r && t('campaigns.report.bouncedHint', { rate: p(r.rates.bounced), failed: n(r.failed) })}
        icon={<IconArrowBackUp size={20} />}
        color="orange"
        testId="report-bounced"
      />
      <MetricCard
        label={t('campaigns.report.opened')}
        value={n(r?.opened.human)}
        hint={
          r && (r.trackOpens ? t('campaigns.report.machineHint', { rate: p(r.rates.opened), machine: n(r.opened.machine) }) : t('campaigns.report.notTracked'))
        }
        icon={<IconMailOpened size={20} />}
        color="blue"
        testId="report-opened"
      />
      <MetricCard
        label={t('campaigns.report.clicked')}
        value={n(r?.clicked.human)}
        hint={
          r &&
          (r.trackClicks ? t('campaigns.report.machineHint', { rate: p(r.rates.clicked), machine: n(r.clicked.machine) }) : t('campaigns.report.notTracked'))
        }
        icon={<IconClick size={20} />}
        color="grape"
        testId="report-clicked"
      />
      <MetricCard
        label={t('campaigns.report.unsubscribed')}
        value={n(r?.unsubscribed)}
        hint={r && p(r.rates.unsubscribed)}
        icon={<IconUserMinus size={20} />}
        color="gray"
        testId="report-unsubscribed"
      />
      <MetricCard
        label={t('campaigns.report.complained')}
        value={n(r?.complained)}
        icon={<IconAlertOctagon size={20} />}
        color="red"
        testId="report-complained"
      />
    </SimpleGrid>
  );
}
