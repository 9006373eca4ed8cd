import { useMemo, useState } from 'react';
import { Anchor, Badge, Group, Pagination, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CampaignPerformance, Comprehensive, DrilldownFigure } from '@ulak/shared/analytics';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber } from '../../../ui/format';
import type { DrilldownTarget } from '../api/analyticsApi';
import { ClickMap } from './ClickMap';
import { money, rate } from './format';

const COLUMNS = ['name', 'sent', 'opened', 'clicked', 'converted', 'revenue', 'openRate', 'clickRate', 'conversionRate'] as const;
type Column = (typeof COLUMNS)[number];
const PAGE = 20;
/** The columns whose figure opens the list of deliveries (or purchases) behind it. */
const DRILL: Partial<Record<Column, DrilldownFigure>> = { sent: 'sent', opened: 'opened', clicked: 'clicked', converted: 'converted' };

// CampaignsTab is the campaign performance table (sortable, paged) with the best and worst campaign by click rate, and the
// click map of a chosen campaign (the best one first).
export function CampaignsTab({ report, onDrill }: { report: Comprehensive; onDrill: (target: DrilldownTarget) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [sort, setSort] = useState<{ by: Column; desc: boolean }>({ by: 'sent', desc: true });
  const [page, setPage] = useState(1);
  const rows = useMemo(() => {
    const value = (r: CampaignPerformance) => r[sort.by] ?? -1;
    return [...report.campaigns.rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const c = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
      return sort.desc ? -c : c;
    });
  }, [report.campaigns.rows, sort]);
  if (!rows.length)
    return (
      <EmptyState
        icon={<IconSpeakerphone size={28} />}
        title={t('analytics.campaigns.emptyTitle')}
        description={t('analytics.campaigns.emptyText')}
        action={<Link to="/app/campaigns">{t('analytics.campaigns.emptyAction')}</Link>}
        testId="analytics-campaigns-empty"
      />
    );
  const best = rows.find((r) => r.id === report.campaigns.best);
  const worst = rows.find((r) => r.id === report.campaigns.worst);
  const cell = (r: CampaignPerformance, c: Column) => {
    if (c === 'name') return r.name;
    if (c === 'revenue') return money(r.revenue, report.currency, lang);
    if (c === 'openRate' || c === 'clickRate' || c === 'conversionRate') return rate(r[c], lang);
    if (c === 'opened') return `${formatNumber(r.opened, lang)} / ${formatNumber(r.openedTotal, lang)}`;
    return formatNumber(r[c], lang);
  };
  return (
    <Stack>
      <Group>
        {best && (
          <Badge color="teal" variant="light" size="lg" data-testid="analytics-best">
            {t('analytics.campaigns.best', { name: best.name, rate: rate(best.clickRate, lang) })}
          </Badge>
        )}
        {worst && (
          <Badge color="red" variant="light" size="lg" data-testid="analytics-worst">
            {t('analytics.campaigns.worst', { name: worst.name, rate: rate(worst.clickRate, lang) })}
          </Badge>
        )}
      </Group>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover data-testid="analytics-campaigns-table">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((c) => (
                  <Table.Th key={c}>
                    <UnstyledButton onClick={() => setSort((s) => ({ by: c, desc: s.by === c ? !s.desc : true }))}>
                      <Group gap={2} wrap="nowrap">
                        <Text size="sm" fw={700}>
                          {t(`analytics.campaigns.cols.${c}`)}
                        </Text>
                        {sort.by === c && (sort.desc ? <IconChevronDown size={14} /> : <IconChevronUp size={14} />)}
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.slice((page - 1) * PAGE, page * PAGE).map((r) => (
                <Table.Tr key={r.id} data-testid="analytics-campaign-row">
                  {COLUMNS.map((c) => {
                    const figure = DRILL[c];
                    return (
                      <Table.Td key={c}>
                        {figure ? (
                          <Anchor
                            component="button"
                            size="sm"
                            onClick={() =>
                              onDrill({
                                figure,
                                campaignId: r.id,
                                title: t('analytics.drilldown.titles.campaign', { figure: t(`analytics.drilldown.titles.${figure}`), name: r.name }),
                              })
                            }
                            data-testid={`analytics-campaign-drill-${c}`}
                          >
                            {cell(r, c)}
                          </Anchor>
                        ) : (
                          cell(r, c)
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('analytics.campaigns.note')}
      </Text>
      {rows.length > PAGE && <Pagination total={Math.ceil(rows.length / PAGE)} value={page} onChange={setPage} />}
      <ClickMap campaigns={rows.map((r) => ({ id: r.id, name: r.name }))} initial={best?.id ?? rows[0].id} />
    </Stack>
  );
}
