import { useState } from 'react';
import { Alert, Badge, Group, Pagination, Paper, SimpleGrid, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminRange } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { MetricCard } from '../../../ui/MetricCard';
import { formatDate, formatEur, formatNumber, formatPercent } from '../../../ui/format';
import { IconArrowDownRight, IconArrowUpRight, IconCurrencyEuro, IconUsers } from '@tabler/icons-react';
import { useAdminSubscriptionsQuery } from '../hooks/useAdminSubscriptionsQuery';
import { USER_STATUS_COLOR } from './labels';

const PAGE_SIZE = 20;

// SubscriptionsTab lists every workspace's plan, status, renewal date and MRR, with churn and upgrades in the range.
export function SubscriptionsTab({ range }: { range: AdminRange }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const q = useAdminSubscriptionsQuery(range, page, PAGE_SIZE);
  const s = q.data?.summary;
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / PAGE_SIZE)) : 1;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <MetricCard
          testId="subs-mrr"
          label={t('admin.panel.subs.mrr')}
          value={s && formatEur(s.mrrMinor / 100, lang)}
          icon={<IconCurrencyEuro size={20} />}
          color="orange"
        />
        <MetricCard
          testId="subs-active"
          label={t('admin.panel.subs.counts')}
          value={s && formatNumber(s.active, lang)}
          hint={s && t('admin.panel.subs.countsHint', { trial: s.trial, cancelled: s.cancelled, suspended: s.suspended })}
          icon={<IconUsers size={20} />}
          color="blue"
        />
        <MetricCard
          testId="subs-churn"
          label={t('admin.panel.subs.churn')}
          value={s && formatPercent(s.churnRatePct, lang)}
          hint={s && t('admin.panel.subs.churnHint', { count: s.churnedInRange })}
          icon={<IconArrowDownRight size={20} />}
          color="red"
        />
        <MetricCard
          testId="subs-upgrades"
          label={t('admin.panel.subs.upgrades')}
          value={s && formatNumber(s.upgradesInRange, lang)}
          icon={<IconArrowUpRight size={20} />}
          color="teal"
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        {q.isPending && <Skeleton h={240} />}
        {q.isError && <Alert color="red">{serverErrorText(q.error, t('admin.panel.loadFailed'))}</Alert>}
        {q.data && (
          <Table.ScrollContainer minWidth={700}>
            <Table striped data-testid="admin-subscriptions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.panel.subs.workspace')}</Table.Th>
                  <Table.Th>{t('admin.panel.users.plan')}</Table.Th>
                  <Table.Th>{t('admin.panel.users.status')}</Table.Th>
                  <Table.Th>{t('admin.panel.subs.renewal')}</Table.Th>
                  <Table.Th>{t('admin.panel.subs.mrr')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data.subscriptions.map((r) => (
                  <Table.Tr key={r.workspaceId}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {r.workspaceName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {r.ownerEmail ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{r.plan}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={USER_STATUS_COLOR[r.status]}>
                        {t(`admin.panel.userStatus.${r.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(r.renewalDate, lang)}</Table.Td>
                    <Table.Td>{formatEur(r.mrrMinor / 100, lang)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {q.data && (
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed">
              {t('admin.panel.total', { total: q.data.total })}
            </Text>
            {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" />}
          </Group>
        )}
      </Paper>
    </>
  );
}
