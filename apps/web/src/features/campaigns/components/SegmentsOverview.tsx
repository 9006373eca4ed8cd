import { Button, Stack, Table } from '@mantine/core';
import { IconChartPie, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber } from '../../../ui/format';
import { NameCell } from '../../../ui/NameCell';
import { QueryList } from '../../../ui/QueryList';
import { TabIntro } from '../../../ui/TabIntro';
import { TableCard } from '../../../ui/TableCard';
import { useSegmentsQuery } from '../../audience/hooks/useSegmentsQuery';

const SEGMENTS_PATH = '/app/contacts?tab=segments';

// SegmentsOverview is the campaigns page's read-only segments tab: each segment with its current count, and a link
// to the audience screen where segments are built.
export function SegmentsOverview() {
  const { t, i18n } = useTranslation();
  const segments = useSegmentsQuery();
  const manage = (
    <Button component={Link} to={SEGMENTS_PATH} variant="light" rightSection={<IconExternalLink size={16} />} data-testid="segments-manage">
      {t('campaigns.segments.manage')}
    </Button>
  );
  return (
    <Stack gap="md">
      <TabIntro text={t('campaigns.segments.text')} action={manage} />
      <QueryList
        query={segments}
        items={segments.data}
        loadFailed={t('campaigns.segments.loadError')}
        skeleton={160}
        empty={
          <EmptyState
            icon={<IconChartPie size={28} />}
            title={t('campaigns.segments.emptyTitle')}
            description={t('campaigns.segments.emptyText')}
            action={manage}
            testId="campaign-segments-empty"
          />
        }
      >
        {(items) => (
          <TableCard
            testId="campaign-segments-table"
            columns={[{ label: t('campaigns.segments.name') }, { label: t('campaigns.segments.count'), ta: 'right' }]}
          >
            {items.map((s) => (
              <Table.Tr key={s.id} data-testid="campaign-segment-row" data-name={s.name} data-count={s.count}>
                <NameCell name={s.name} description={s.description} />
                <Table.Td ta="right">{formatNumber(s.count, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </TableCard>
        )}
      </QueryList>
    </Stack>
  );
}
