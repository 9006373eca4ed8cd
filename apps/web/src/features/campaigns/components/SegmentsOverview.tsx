import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconChartPie, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber } from '../../../ui/format';
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
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('campaigns.segments.text')}
        </Text>
        {manage}
      </Group>
      {segments.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {serverErrorText(segments.error, t('campaigns.segments.loadError'))}
        </Alert>
      )}
      {segments.isPending && <Skeleton h={160} radius="md" />}
      {segments.data && segments.data.length === 0 && (
        <EmptyState
          icon={<IconChartPie size={28} />}
          title={t('campaigns.segments.emptyTitle')}
          description={t('campaigns.segments.emptyText')}
          action={manage}
          testId="campaign-segments-empty"
        />
      )}
      {segments.data && segments.data.length > 0 && (
        <Paper withBorder radius="md">
          <Table verticalSpacing="sm" data-testid="campaign-segments-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('campaigns.segments.name')}</Table.Th>
                <Table.Th ta="right">{t('campaigns.segments.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {segments.data.map((s) => (
                <Table.Tr key={s.id} data-testid="campaign-segment-row" data-name={s.name} data-count={s.count}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {s.name}
                    </Text>
                    {s.description && (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {s.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(s.count, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
