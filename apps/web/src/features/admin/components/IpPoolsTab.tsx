import { Accordion, Alert, Badge, Group, Paper, Progress, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconServer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WARMUP_SCHEDULE, type IpPools } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber, formatPercent } from '../../../ui/format';
import { useIpPoolsQuery } from '../hooks/useIpPoolsQuery';
import { BlocklistCell, DnsblPanel } from './DnsblPanel';
import { IpPoolServerActions, QuarantineBadge, WarmupCell } from './IpPoolServerActions';

const STATUS_COLOR = { active: 'teal', paused: 'gray', error: 'red' } as const;
const repColor = (n: number) => (n >= 80 ? 'teal' : n >= 60 ? 'yellow' : 'red');

// IpPoolsTab shows the DNS blocklists panel and the mail servers of every workspace grouped by provider: active /
// total, blocked, listed, quarantined and reputation; per server its warm-up and the admin's actions.
export function IpPoolsTab() {
  const { t } = useTranslation();
  const q = useIpPoolsQuery();
  if (q.isPending) return <Skeleton h={200} />;
  if (q.isError) return <Alert color="red">{serverErrorText(q.error, t('admin.panel.loadFailed'))}</Alert>;
  return (
    <Stack gap="md">
      <DnsblPanel checkedAt={q.data.dnsbl.checkedAt} />
      {q.data.pools.length ? (
        <Pools pools={q.data.pools} />
      ) : (
        <EmptyState
          icon={<IconServer size={28} />}
          title={t('admin.panel.pools.emptyTitle')}
          description={t('admin.panel.pools.emptyText')}
          testId="admin-pools-empty"
        />
      )}
    </Stack>
  );
}

// Pools lists the pools, each with its servers' rates, reputation and blocklist answers.
function Pools({ pools }: { pools: IpPools['pools'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Accordion multiple data-testid="admin-pools">
        {pools.map((p) => (
          <Accordion.Item key={p.provider} value={p.provider}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" pr="md">
                <Text fw={600}>{p.provider}</Text>
                <Group gap="xs">
                  <Badge variant="light">{t('admin.panel.pools.active', { active: p.active, total: p.total })}</Badge>
                  {p.blocked > 0 && (
                    <Badge color="red" variant="light">
                      {t('admin.panel.pools.blocked', { count: p.blocked })}
                    </Badge>
                  )}
                  {p.listed > 0 && (
                    <Badge color="red" variant="filled">
                      {t('admin.panel.pools.listed', { count: p.listed })}
                    </Badge>
                  )}
                  {p.quarantined > 0 && (
                    <Badge color="red" variant="outline">
                      {t('admin.panel.pools.quarantined', { count: p.quarantined })}
                    </Badge>
                  )}
                  <Badge color={repColor(p.reputation)}>{t('admin.panel.pools.reputation', { value: p.reputation })}</Badge>
                </Group>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Table.ScrollContainer minWidth={1400}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin.panel.pools.server')}</Table.Th>
                      <Table.Th>IP</Table.Th>
                      <Table.Th>{t('admin.panel.pools.workspace')}</Table.Th>
                      <Table.Th>{t('admin.panel.users.status')}</Table.Th>
                      <Table.Th>{t('admin.panel.pools.sent')}</Table.Th>
                      <Table.Th>{t('admin.panel.pools.bounce')}</Table.Th>
                      <Table.Th>{t('admin.panel.pools.complaint')}</Table.Th>
                      <Table.Th>{t('admin.panel.pools.score')}</Table.Th>
                      <Table.Th>{t('admin.panel.pools.blocklists')}</Table.Th>
                      <Table.Th>{t('admin.panel.pools.warmup')}</Table.Th>
                      <Table.Th>{t('admin.panel.pools.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {p.servers.map((s) => (
                      <Table.Tr key={s.id}>
                        <Table.Td>{s.name}</Table.Td>
                        <Table.Td>{s.ipAddress ?? '—'}</Table.Td>
                        <Table.Td>{s.workspaceName}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <Badge variant="light" color={STATUS_COLOR[s.status]}>
                              {t(`admin.panel.pools.status.${s.status}`)}
                            </Badge>
                            <QuarantineBadge server={s} />
                          </Group>
                        </Table.Td>
                        <Table.Td>{formatNumber(s.sentTotal, i18n.language)}</Table.Td>
                        <Table.Td>{formatPercent(s.bounceRatePct, i18n.language)}</Table.Td>
                        <Table.Td>{formatPercent(s.complaintRatePct, i18n.language)}</Table.Td>
                        <Table.Td w={140}>
                          <Progress value={s.reputation} color={repColor(s.reputation)} />
                          <Text size="xs">{s.reputation}</Text>
                        </Table.Td>
                        <Table.Td>
                          <BlocklistCell results={s.blocklists} />
                        </Table.Td>
                        <Table.Td>
                          <WarmupCell server={s} />
                        </Table.Td>
                        <Table.Td>
                          <IpPoolServerActions server={s} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text size="xs" c="dimmed" mt="sm">
        {t('admin.panel.pools.warmupHelp', {
          schedule: WARMUP_SCHEDULE.slice(0, 7)
            .map((n) => formatNumber(n, i18n.language))
            .join(', '),
        })}
      </Text>
    </Paper>
  );
}
