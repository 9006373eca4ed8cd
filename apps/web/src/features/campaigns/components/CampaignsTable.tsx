import { ActionIcon, Anchor, Badge, Menu, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconCopy, IconDots, IconEdit, IconMailFast, IconPlayerPause, IconPlayerPlay, IconSend, IconTrash, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber, formatPercent } from '../../../ui/format';
import type { Campaign } from '../api/campaignsApi';
import { actionsFor, clampProgress, type RowAction } from '../campaignActions';
import { CampaignStatusBadge } from './CampaignStatusBadge';

const ICONS: Record<RowAction, typeof IconSend> = {
  send: IconSend,
  edit: IconEdit,
  pause: IconPlayerPause,
  resume: IconPlayerPlay,
  cancel: IconX,
  duplicate: IconCopy,
  delete: IconTrash,
};

type Props = { campaigns: Campaign[]; onAction: (campaign: Campaign, action: RowAction) => void; onTest: (campaign: Campaign) => void };

/** A campaign's report page. */
export const reportPath = (id: string) => `/app/campaigns/${encodeURIComponent(id)}/report`;

// CampaignsTable lists campaigns with live counts; a sending or paused campaign shows its progress bar. A row's name
// opens its report; the menu also sends a test.
export function CampaignsTable({ campaigns, onAction, onTest }: Props) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language);
  const pct = (v: number, c: Campaign) => (c.sent === 0 ? '—' : formatPercent(v, i18n.language));

  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="campaigns-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('campaigns.list.columns.name')}</Table.Th>
            <Table.Th>{t('campaigns.list.columns.type')}</Table.Th>
            <Table.Th>{t('campaigns.list.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('campaigns.list.columns.recipients')}</Table.Th>
            <Table.Th ta="right">{t('campaigns.list.columns.sent')}</Table.Th>
            <Table.Th ta="right">{t('campaigns.list.columns.opened')}</Table.Th>
            <Table.Th ta="right">{t('campaigns.list.columns.clicked')}</Table.Th>
            <Table.Th ta="right">{t('campaigns.list.columns.openRate')}</Table.Th>
            <Table.Th ta="right">{t('campaigns.list.columns.clickRate')}</Table.Th>
            <Table.Th>{t('campaigns.list.columns.created')}</Table.Th>
            <Table.Th>{t('campaigns.list.columns.scheduled')}</Table.Th>
            <Table.Th w={50}>
              <VisuallyHidden>{t('campaigns.list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.map((c) => {
            const showProgress = c.status === 'sending' || c.status === 'paused';
            const progress = clampProgress(c.progress);
            return (
              <Table.Tr key={c.id} data-testid="campaign-row" data-id={c.id} data-name={c.name} data-status={c.status}>
                {/* a clamped text has no width of its own in an auto-layout table: give the name column room to use */}
                <Table.Td miw={240} maw={360}>
                  <Anchor component={Link} to={reportPath(c.id)} size="sm" fw={600} lineClamp={2} title={c.name} data-testid="campaign-report-link">
                    {c.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" lineClamp={1} title={c.subject}>
                    {c.subject}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="outline" color="gray" tt="none" data-testid="campaign-type">
                    {t('campaigns.list.type.email')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} miw={120}>
                    <CampaignStatusBadge status={c.status} />
                    {showProgress && (
                      <Progress
                        value={progress}
                        size="sm"
                        striped
                        animated={c.status === 'sending'}
                        aria-label={t('campaigns.list.progress', { progress })}
                        data-testid="campaign-progress"
                        data-value={progress}
                      />
                    )}
                    {showProgress && (
                      <Text size="xs" c="dimmed">
                        {t('campaigns.list.progress', { progress })}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right" data-testid="campaign-recipients">
                  {n(c.recipients)}
                </Table.Td>
                <Table.Td ta="right" data-testid="campaign-sent" data-value={c.sent}>
                  {n(c.sent)}
                </Table.Td>
                <Table.Td ta="right" data-testid="campaign-opened" data-value={c.opened}>
                  {n(c.opened)}
                </Table.Td>
                <Table.Td ta="right" data-testid="campaign-clicked" data-value={c.clicked}>
                  {n(c.clicked)}
                </Table.Td>
                <Table.Td ta="right">{pct(c.openRate, c)}</Table.Td>
                <Table.Td ta="right">{pct(c.clickRate, c)}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(c.createdAt, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(c.scheduledAt, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={t('campaigns.list.actionsFor', { name: c.name })} data-testid="campaign-actions">
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item component={Link} to={reportPath(c.id)} leftSection={<IconChartBar size={16} />} data-testid="campaign-action-report">
                        {t('campaigns.report.open')}
                      </Menu.Item>
                      <Menu.Item leftSection={<IconMailFast size={16} />} onClick={() => onTest(c)} data-testid="campaign-action-test">
                        {t('campaigns.testSend.button')}
                      </Menu.Item>
                      {actionsFor(c.status).map((action) => {
                        const Icon = ICONS[action];
                        return (
                          <Menu.Item
                            key={action}
                            color={action === 'delete' ? 'red' : undefined}
                            leftSection={<Icon size={16} />}
                            onClick={() => onAction(c, action)}
                            data-testid={`campaign-action-${action}`}
                          >
                            {t(`campaigns.actions.${action}`)}
                          </Menu.Item>
                        );
                      })}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
