import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconSend } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../features/campaigns/campaignsI18n';
import { PageHeader } from '../../../ui/PageHeader';
import { usePageMeta } from '../../../lib/usePageMeta';
import { serverErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../ui/format';
import type { TestTarget } from '../../../features/campaigns/api/reportApi';
import { CampaignStatusBadge } from '../../../features/campaigns/components/CampaignStatusBadge';
import { SendTestModal } from '../../../features/campaigns/components/SendTestModal';
import { RenderedEmail } from '../../../features/campaigns/components/report/RenderedEmail';
import { ReportFigures } from '../../../features/campaigns/components/report/ReportFigures';
import { ReportLinks } from '../../../features/campaigns/components/report/ReportLinks';
import { ReportRecipients } from '../../../features/campaigns/components/report/ReportRecipients';
import { useCampaignReportQuery } from '../../../features/campaigns/hooks/useCampaignReport';

// CampaignReportPage is /app/campaigns/:id/report: the campaign's figures (human and machine opens and clicks apart),
// clicks per link, recipients by state and the message as sent, with a "Send test" button.
export function CampaignReportPage() {
  const { t, i18n } = useTranslation();
  const id = useParams().id ?? '';
  const report = useCampaignReportQuery(id);
  const [testing, setTesting] = useState<TestTarget | null>(null);
  const name = report.data?.name ?? '';
  usePageMeta(t('campaigns.report.title', { name }), t('campaigns.report.text'));

  return (
    <Stack gap="lg" data-testid="campaign-report">
      <PageHeader
        title={report.data ? t('campaigns.report.title', { name }) : t('campaigns.report.loading')}
        description={t('campaigns.report.text')}
        actions={
          <>
            <Button component={Link} to="/app/campaigns" variant="default" leftSection={<IconArrowLeft size={16} />} data-testid="report-back">
              {t('campaigns.report.back')}
            </Button>
            <Button
              leftSection={<IconSend size={16} />}
              disabled={!report.data}
              onClick={() => report.data && setTesting({ kind: 'campaign', id, name: report.data.name })}
              data-testid="report-send-test"
            >
              {t('campaigns.testSend.button')}
            </Button>
          </>
        }
      />
      {report.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="report-error">
          {serverErrorText(report.error, t('campaigns.report.loadError'))}
        </Alert>
      )}
      {report.data && (
        <Group gap="sm">
          <CampaignStatusBadge status={report.data.status} />
          <Text size="sm" c="dimmed">
            {report.data.startedAt
              ? t('campaigns.report.startedAt', { date: formatDateTime(report.data.startedAt, i18n.language) })
              : t('campaigns.report.notSent')}
          </Text>
        </Group>
      )}
      {report.data && report.data.recipients === 0 && (
        <Alert color="blue" data-testid="report-empty">
          {t('campaigns.report.empty')}
        </Alert>
      )}
      {!report.isError && <ReportFigures report={report.data} />}
      {!report.isError && (
        <>
          <ReportLinks campaignId={id} />
          <ReportRecipients campaignId={id} />
          <RenderedEmail campaignId={id} />
        </>
      )}
      <Text size="xs" c="dimmed">
        {t('campaigns.report.machineNote')}
      </Text>
      <SendTestModal target={testing} onClose={() => setTesting(null)} />
    </Stack>
  );
}
