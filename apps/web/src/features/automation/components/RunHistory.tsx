import { useState } from 'react';
import { useLooseT } from '../useLooseT';
import { formatDateTime } from '../../../ui/format';
import { Accordion, Badge, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { RUN_STATUSES } from '@ulak/shared/automation';
import { stepDetail } from '../stepDetail';
import { useRunsQuery } from '../hooks/useRunsQuery';

const COLORS: Record<string, string> = { waiting: 'blue', completed: 'green', exited: 'gray', failed: 'red', done: 'green', skipped: 'yellow' };

// RunHistory pages a workflow's runs; each opens to its steps in order with their outcome.
export function RunHistory({ workflowId }: { workflowId: string }) {
  const { t, i18n } = useLooseT();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('all');
  const q = useRunsQuery(workflowId, page, status === 'all' ? undefined : status);
  const fmt = (iso: string | null) => formatDateTime(iso, i18n.language);
  return (
    <Stack data-testid="run-history">
      <SegmentedControl
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        data={['all', ...RUN_STATUSES].map((s) => ({ value: s, label: t(`automation.runStatus.${s}`) }))}
      />
      {q.isLoading && <Text c="dimmed">{t('automation.loading')}</Text>}
      {q.data && q.data.runs.length === 0 && <Text c="dimmed">{t('automation.runs.empty')}</Text>}
      <Accordion variant="separated">
        {q.data?.runs.map((r) => (
          <Accordion.Item key={r.id} value={r.id} data-testid="run-row">
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {r.contactEmail ?? r.contactId}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <Badge color={COLORS[r.status]} variant="light">
                    {t(`automation.runStatus.${r.status}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    v{r.version} · {fmt(r.startedAt)}
                  </Text>
                </Group>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {r.status === 'waiting' && r.wakeAt && (
                <Text size="xs" mb={4}>
                  {t('automation.runs.next', { at: fmt(r.wakeAt) })}
                </Text>
              )}
              {r.exitReason && (
                <Text size="xs" mb={4}>
                  {t('automation.runs.exitReason', { reason: t(`automation.exitReasons.${r.exitReason}`, { defaultValue: r.exitReason }) })}
                </Text>
              )}
              {r.lastError && (
                <Text size="xs" c="red" mb={4}>
                  {stepDetail(r.lastError, t, i18n.language)}
                </Text>
              )}
              <Table withTableBorder fz="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('automation.runs.step')}</Table.Th>
                    <Table.Th>{t('automation.runs.status')}</Table.Th>
                    <Table.Th>{t('automation.runs.detail')}</Table.Th>
                    <Table.Th>{t('automation.runs.at')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.steps.map((s) => (
                    <Table.Tr key={`${s.nodeId}-${s.iteration}`} data-testid="run-step">
                      <Table.Td>{t(`automation.kinds.${s.kind}.name`, { defaultValue: s.kind })}</Table.Td>
                      <Table.Td>
                        <Badge size="xs" color={COLORS[s.status]} variant="light">
                          {t(`automation.stepStatus.${s.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{stepDetail(s.detail, t, i18n.language, s.kind)}</Table.Td>
                      <Table.Td>{fmt(s.at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {q.data && q.data.total > q.data.limit && <Pagination value={page} onChange={setPage} total={Math.ceil(q.data.total / q.data.limit)} />}
    </Stack>
  );
}
