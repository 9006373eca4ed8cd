import { Alert, Anchor, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatNumber } from '../../../../ui/format';
import { useCampaignLinksQuery } from '../../hooks/useCampaignReport';

// ReportLinks lists the campaign's tracked links, most clicked first.
export function ReportLinks({ campaignId }: { campaignId: string }) {
  const { t, i18n } = useTranslation();
  const links = useCampaignLinksQuery(campaignId);
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-links">
      <Title order={4} mb="sm">
        {t('campaigns.report.links.title')}
      </Title>
      {links.isPending && <Skeleton h={80} />}
      {links.isError && <Alert color="red">{serverErrorText(links.error, t('campaigns.report.loadError'))}</Alert>}
      {links.data?.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="report-links-empty">
          {t('campaigns.report.links.empty')}
        </Text>
      )}
      {links.data && links.data.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('campaigns.report.links.url')}</Table.Th>
                <Table.Th ta="right">{t('campaigns.report.links.clicks')}</Table.Th>
                <Table.Th ta="right">{t('campaigns.report.links.recipients')}</Table.Th>
                <Table.Th ta="right">{t('campaigns.report.links.human')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.map((l) => (
                <Table.Tr key={l.url} data-testid="report-link-row" data-url={l.url} data-clicks={l.clicks}>
                  <Table.Td maw={420}>
                    <Anchor href={l.url} target="_blank" rel="noopener noreferrer nofollow" size="sm" lineClamp={1}>
                      {l.url}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{n(l.clicks)}</Table.Td>
                  <Table.Td ta="right">{n(l.recipients)}</Table.Td>
                  <Table.Td ta="right">{n(l.humanRecipients)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
