import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useLooseT } from '../useLooseT';
import { formatPercent } from '../../../ui/format';
import type { AnalyticsResponse } from '../api/automationApi';
import { sendStepRows, shareOfSent } from '../stepStats';

// AnalyticsTab shows each workflow's figures from its runs (entered, in progress, completed, goal, conversion, time
// saved) and, per send step, the messages it sent and, for emails, how many were opened and clicked.
export function AnalyticsTab({ data }: { data: AnalyticsResponse | undefined }) {
  const { t, i18n } = useLooseT();
  if (!data) return <Text c="dimmed">{t('automation.loading')}</Text>;
  if (data.workflows.length === 0) return <Text c="dimmed">{t('automation.analytics.empty')}</Text>;
  const steps = sendStepRows(data.workflows);
  // a share of the messages sent, shown beside its count ("–" before anything was sent)
  const share = (n: number, sent: number) => {
    const p = shareOfSent(n, sent);
    return p === null ? '–' : formatPercent(p, i18n.language);
  };
  return (
    <Stack>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={700}>
          <Table striped data-testid="automation-analytics">
            <Table.Thead>
              <Table.Tr>
                {['name', 'entered', 'inProgress', 'completed', 'goal', 'failed', 'conversion', 'sent', 'timeSaved'].map((c) => (
                  <Table.Th key={c}>{t(`automation.analytics.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.workflows.map((w) => (
                <Table.Tr key={w.workflowId}>
                  <Table.Td>{w.name}</Table.Td>
                  <Table.Td>{w.entered}</Table.Td>
                  <Table.Td>{w.inProgress}</Table.Td>
                  <Table.Td>{w.completed}</Table.Td>
                  <Table.Td>{w.exitedByGoal}</Table.Td>
                  <Table.Td>{w.failed}</Table.Td>
                  <Table.Td>{formatPercent(w.conversionRate, i18n.language)}</Table.Td>
                  <Table.Td>{w.steps.reduce((a, s) => a + s.sent, 0)}</Table.Td>
                  <Table.Td>{t('automation.analytics.minutes', { count: w.timeSavedMinutes })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed" p="sm">
          {t('automation.analytics.timeSavedNote')}
        </Text>
      </Card>

      <Card withBorder p={0}>
        <Title order={5} p="sm">
          {t('automation.analytics.steps.title')}
        </Title>
        {steps.length === 0 ? (
          <Text c="dimmed" size="sm" px="sm" pb="sm">
            {t('automation.analytics.steps.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table striped data-testid="automation-step-analytics">
              <Table.Thead>
                <Table.Tr>
                  {['workflow', 'step', 'sent', 'opened', 'clicked', 'skipped', 'failed'].map((c) => (
                    <Table.Th key={c}>{t(`automation.analytics.steps.${c}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {steps.map((s) => {
                  const email = s.kind === 'send_email';
                  return (
                    <Table.Tr key={`${s.workflowId}:${s.nodeId}`}>
                      <Table.Td>{s.workflow}</Table.Td>
                      <Table.Td>
                        {t(`automation.kinds.${s.kind}.name`, { defaultValue: s.kind })}{' '}
                        <Text span size="xs" c="dimmed">
                          {s.nodeId}
                        </Text>
                      </Table.Td>
                      <Table.Td>{s.sent}</Table.Td>
                      <Table.Td>{email ? `${s.opened} (${share(s.opened, s.sent)})` : '–'}</Table.Td>
                      <Table.Td>{email ? `${s.clicked} (${share(s.clicked, s.sent)})` : '–'}</Table.Td>
                      <Table.Td>{s.skipped}</Table.Td>
                      <Table.Td>{s.failed}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="xs" c="dimmed" p="sm">
          {t('automation.analytics.steps.note')}
        </Text>
      </Card>
    </Stack>
  );
}
