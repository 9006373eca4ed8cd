import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Table, Text, Title } from '@mantine/core';
import { RECIPIENT_STATES } from '@ulak/shared/campaigns';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatDateTime } from '../../../../ui/format';
import type { RecipientState } from '../../api/reportApi';
import { useCampaignRecipientsQuery } from '../../hooks/useCampaignReport';

const COLORS: Record<RecipientState, string> = {
  queued: 'gray',
  skipped: 'gray',
  failed: 'red',
  bounced: 'orange',
  delivered: 'teal',
  opened: 'blue',
  clicked: 'grape',
  unsubscribed: 'yellow',
  complained: 'red',
};

// ReportRecipients lists the campaign's recipients with the furthest state each reached, filtered by state, 50 at a time.
export function ReportRecipients({ campaignId }: { campaignId: string }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<RecipientState | null>(null);
  const query = useCampaignRecipientsQuery(campaignId, status ?? undefined);
  const rows = query.data?.pages.flatMap((p) => p.recipients) ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-recipients">
      <Group justify="space-between" align="flex-end" mb="sm">
        <Title order={4}>{t('campaigns.report.recipients.title')}</Title>
        <Select
          label={t('campaigns.report.recipients.filter')}
          placeholder={t('campaigns.report.recipients.all')}
          data={RECIPIENT_STATES.map((s) => ({ value: s, label: t(`campaigns.report.states.${s}`) }))}
          value={status}
          onChange={(v) => setStatus((v as RecipientState | null) ?? null)}
          clearable
          w={220}
          data-testid="report-recipients-filter"
        />
      </Group>
      {query.isPending && <Skeleton h={120} />}
      {query.isError && <Alert color="red">{serverErrorText(query.error, t('campaigns.report.loadError'))}</Alert>}
      {query.data && rows.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="report-recipients-empty">
          {status ? t('campaigns.report.recipients.emptyFiltered') : t('campaigns.report.recipients.empty')}
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('campaigns.report.recipients.email')}</Table.Th>
                <Table.Th>{t('campaigns.report.recipients.state')}</Table.Th>
                <Table.Th>{t('campaigns.report.recipients.sentAt')}</Table.Th>
                <Table.Th>{t('campaigns.report.recipients.openedAt')}</Table.Th>
                <Table.Th>{t('campaigns.report.recipients.clickedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-testid="report-recipient-row" data-email={r.email} data-state={r.state}>
                  <Table.Td>
                    <Text size="sm">{r.email}</Text>
                    {r.name && (
                      <Text size="xs" c="dimmed">
                        {r.name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={COLORS[r.state]} variant="light" title={r.error ?? undefined}>
                      {t(`campaigns.report.states.${r.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(r.sentAt, i18n.language)}</Table.Td>
                  <Table.Td>{formatDateTime(r.openedAt, i18n.language)}</Table.Td>
                  <Table.Td>{formatDateTime(r.clickedAt, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {query.hasNextPage && (
        <Group justify="center" mt="sm">
          <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid="report-recipients-more">
            {t('campaigns.report.recipients.more')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
