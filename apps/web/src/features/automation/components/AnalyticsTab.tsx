import { Card, Table, Text } from '@mantine/core';
import { useLooseT } from '../useLooseT';
import { formatPercent } from '../../../ui/format';
import type { AnalyticsResponse } from '../api/automationApi';

// AnalyticsTab shows each workflow's figures from its runs: entered, in progress, completed, goal, conversion, time saved.
export function AnalyticsTab({ data }: { data: AnalyticsResponse | undefined }) {
  const { t, i18n } = useLooseT();
  if (!data) return <Text c="dimmed">{t('automation.loading')}</Text>;
  if (data.workflows.length === 0) return <Text c="dimmed">{t('automation.analytics.empty')}</Text>;
  return (
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
  );
}
