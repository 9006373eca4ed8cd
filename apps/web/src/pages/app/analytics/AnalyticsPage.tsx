import '../../../features/analytics/i18n';
import '@mantine/charts/styles.css';
import { useState } from 'react';
import { Button, Group, Menu, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, EXPORT_JOB_MIN_DAYS, type AnalyticsPeriod } from '@ulak/shared/analytics';
import { serverErrorText } from '../../../lib/api';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryError } from '../../../ui/QueryError';
import { formatDateTime } from '../../../ui/format';
import { viewerTimeZone, type DrilldownTarget, type ExportFormat } from '../../../features/analytics/api/analyticsApi';
import { DrilldownDrawer } from '../../../features/analytics/components/DrilldownDrawer';
import { ExportJobPanel } from '../../../features/analytics/components/ExportJobPanel';
import { CampaignsTab } from '../../../features/analytics/components/CampaignsTab';
import { DevicesTab } from '../../../features/analytics/components/DevicesTab';
import { EngagementTab } from '../../../features/analytics/components/EngagementTab';
import { GeographicTab } from '../../../features/analytics/components/GeographicTab';
import { PredictionsTab } from '../../../features/analytics/components/PredictionsTab';
import { RevenueTab } from '../../../features/analytics/components/RevenueTab';
import { StatCards } from '../../../features/analytics/components/StatCards';
import { useComprehensiveQuery } from '../../../features/analytics/hooks/useComprehensiveQuery';
import { useExportReportMutation } from '../../../features/analytics/hooks/useExportReportMutation';
import { useStartExportMutation } from '../../../features/analytics/hooks/useStartExportMutation';

const TABS = ['campaigns', 'geographic', 'devices', 'revenue', 'engagement', 'predictions'] as const;

// AnalyticsPage is /app/analytics: the period's six cards and the report's tabs, refresh, and the PDF / CSV / XLSX download.
export function AnalyticsPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('analytics.page.title'), t('analytics.page.text'));
  const [days, setDays] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [tab, setTab] = useState<(typeof TABS)[number]>('campaigns');
  const query = useComprehensiveQuery(days);
  const exporter = useExportReportMutation();
  const jobs = useStartExportMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [drill, setDrill] = useState<DrilldownTarget | null>(null);
  const report = query.data;

  const failed = (err: unknown) =>
    notifications.show({ color: 'red', title: t('analytics.export.failed'), message: serverErrorText(err, t('analytics.export.failedText')) });
  // the long periods are built by a job (progress, then a download link); the short ones download at once
  const download = (format: ExportFormat) =>
    days >= EXPORT_JOB_MIN_DAYS
      ? jobs.mutate({ format, days, tz: viewerTimeZone() }, { onSuccess: (job) => setJobId(job.id), onError: failed })
      : exporter.mutate({ format, days }, { onError: failed });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('analytics.page.title')}
        description={t('analytics.page.text')}
        actions={
          <Group align="flex-end" gap="xs">
            <Select
              label={t('analytics.period.label')}
              value={String(days)}
              onChange={(v) => v && setDays(Number(v) as AnalyticsPeriod)}
              data={ANALYTICS_PERIODS.map((p) => ({ value: String(p), label: t(`analytics.period.options.${p}`) }))}
              allowDeselect={false}
              w={160}
              data-testid="analytics-period"
            />
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void query.refetch()}
              loading={query.isFetching && !query.isPending}
              data-testid="analytics-refresh"
            >
              {t('analytics.actions.refresh')}
            </Button>
            <Group gap={0} wrap="nowrap">
              <Button
                leftSection={<IconDownload size={16} />}
                onClick={() => download('pdf')}
                loading={exporter.isPending || jobs.isPending}
                style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
                data-testid="analytics-pdf"
              >
                {t('analytics.actions.pdf')}
              </Button>
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button
                    px={8}
                    style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: '1px solid rgba(255,255,255,0.4)' }}
                    aria-label={t('analytics.actions.more')}
                    data-testid="analytics-export-menu"
                  >
                    <IconChevronDown size={16} />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => download('csv')} data-testid="analytics-csv">
                    {t('analytics.actions.csv')}
                  </Menu.Item>
                  <Menu.Item onClick={() => download('xlsx')} data-testid="analytics-xlsx">
                    {t('analytics.actions.xlsx')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
        }
      />
      {query.isError && <QueryError error={query.error} fallback={t('analytics.loadError')} onRetry={() => void query.refetch()} testId="analytics-error" />}
      {jobId && <ExportJobPanel id={jobId} onClose={() => setJobId(null)} />}
      <StatCards report={report} onDrill={setDrill} />
      {report && (
        <Text size="xs" c="dimmed" data-testid="analytics-updated">
          {t('analytics.updatedAt', { time: formatDateTime(report.generatedAt, i18n.language) })}
        </Text>
      )}
      <Tabs value={tab} onChange={(v) => v && setTab(v as (typeof TABS)[number])} keepMounted={false}>
        <Tabs.List>
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k} data-testid={`analytics-tab-${k}`}>
              {t(`analytics.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Stack pt="md">
          {!report && <Skeleton h={240} />}
          {report && tab === 'campaigns' && <CampaignsTab report={report} onDrill={setDrill} />}
          {report && tab === 'geographic' && <GeographicTab report={report} onDrill={setDrill} />}
          {report && tab === 'devices' && <DevicesTab report={report} />}
          {report && tab === 'revenue' && <RevenueTab report={report} />}
          {report && tab === 'engagement' && <EngagementTab report={report} />}
          {report && tab === 'predictions' && <PredictionsTab report={report} />}
        </Stack>
      </Tabs>
      <DrilldownDrawer days={days} target={drill} onClose={() => setDrill(null)} />
    </Stack>
  );
}
