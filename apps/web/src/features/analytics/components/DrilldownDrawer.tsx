import { useState } from 'react';
import { Drawer, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod } from '@ulak/shared/analytics';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { formatDateTime, formatNumber } from '../../../ui/format';
import type { DrilldownTarget } from '../api/analyticsApi';
import { useDrilldownQuery } from '../hooks/useDrilldownQuery';
import { money } from './format';

const PAGE_SIZE = 25;

// DrilldownDrawer lists the contacts or deliveries behind a figure of the period, a page at a time.
export function DrilldownDrawer({ days, target, onClose }: { days: AnalyticsPeriod; target: DrilldownTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={target !== null} onClose={onClose} position="right" size="xl" title={target?.title} data-testid="analytics-drilldown">
      {/* a new figure starts on its first page */}
      {target && <DrilldownList key={JSON.stringify(target)} days={days} target={target} />}
      <Text size="xs" c="dimmed" mt="md">
        {t('analytics.drilldown.note')}
      </Text>
    </Drawer>
  );
}

function DrilldownList({ days, target }: { days: AnalyticsPeriod; target: DrilldownTarget }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const query = useDrilldownQuery(days, target, page, PAGE_SIZE);
  if (query.isError)
    return (
      <QueryError error={query.error} fallback={t('analytics.drilldown.loadError')} onRetry={() => void query.refetch()} testId="analytics-drilldown-error" />
    );
  if (!query.data) return <Skeleton h={200} />;
  const { rows, total } = query.data;
  if (!total)
    return (
      <EmptyState
        icon={<IconUsers size={28} />}
        title={t('analytics.drilldown.emptyTitle')}
        description={t('analytics.drilldown.emptyText')}
        testId="analytics-drilldown-empty"
      />
    );
  const withAmount = target.figure === 'converted';
  return (
    <Stack>
      <Text size="sm" data-testid="analytics-drilldown-total">
        {t('analytics.drilldown.total', { count: total, formatted: formatNumber(total, lang) })}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped data-testid="analytics-drilldown-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analytics.drilldown.cols.contact')}</Table.Th>
              <Table.Th>{t('analytics.drilldown.cols.campaign')}</Table.Th>
              <Table.Th>{t(`analytics.drilldown.at.${target.figure}`)}</Table.Th>
              {withAmount && <Table.Th ta="right">{t('analytics.drilldown.cols.amount')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={`${r.deliveryId ?? r.contactId ?? ''}-${i}`} data-testid="analytics-drilldown-row">
                <Table.Td>
                  <Text size="sm">{r.email ?? t('analytics.drilldown.unknownContact')}</Text>
                  {r.name && (
                    <Text size="xs" c="dimmed">
                      {r.name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{r.campaignName ?? (r.campaignId ? '' : r.deliveryId ? t('analytics.drilldown.automation') : '—')}</Table.Td>
                <Table.Td>{r.at ? formatDateTime(r.at, lang) : '—'}</Table.Td>
                {withAmount && <Table.Td ta="right">{r.amount === null ? '—' : money(r.amount, r.currency ?? 'TRY', lang)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} data-testid="analytics-drilldown-pages" />
        </Group>
      )}
    </Stack>
  );
}
