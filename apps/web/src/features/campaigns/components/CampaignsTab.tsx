import { useState } from 'react';
import { Alert, Button, Group, Pagination, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@ulak/shared/campaigns';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import type { Campaign } from '../api/campaignsApi';
import { CONFIRMED_ACTIONS, type RowAction } from '../campaignActions';
import { useCampaignActionMutation } from '../hooks/useCampaignActionMutation';
import { useCampaignsQuery } from '../hooks/useCampaignsQuery';
import { useDeleteCampaignMutation } from '../hooks/useDeleteCampaignMutation';
import { CampaignsTable } from './CampaignsTable';
import { ChannelCampaigns } from '../../channels/components/ChannelCampaigns';
import '../../channels/i18n';
import { SendTestModal } from './SendTestModal';
import type { TestTarget } from '../api/reportApi';

const PAGE_SIZE = 20;
/** The campaign list row's types (seed 001 §3): email here, SMS / WhatsApp / push from the channels module. */
const TYPES = ['email', 'sms', 'whatsapp', 'push'] as const;
type CampaignType = (typeof TYPES)[number];
const CHANNEL_STATUSES: string[] = ['draft', 'sending', 'sent'];

type Props = { onNew: () => void; onEdit: (campaign: Campaign) => void };

// CampaignsTab is the real campaign table: status and type filters, pages, and the row actions each status allows
// (send, cancel and delete ask first). SMS, WhatsApp and push campaigns follow in the channels module's table.
export function CampaignsTab({ onNew, onEdit }: Props) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<CampaignStatus | null>(null);
  const [type, setType] = useState<CampaignType | null>(null);
  const [page, setPage] = useState(1);
  const query = useCampaignsQuery({ status: status ?? undefined, page, limit: PAGE_SIZE });
  const action = useCampaignActionMutation();
  const remove = useDeleteCampaignMutation();
  const [pending, setPending] = useState<{ campaign: Campaign; action: RowAction } | null>(null);
  const [testing, setTesting] = useState<TestTarget | null>(null);

  const failText = (a: RowAction) => (a === 'send' ? t('campaigns.wizard.sendFailed') : t('campaigns.actions.failed'));

  const run = (campaign: Campaign, a: RowAction) => {
    const done = () => {
      notifications.show({ color: 'teal', message: t(`campaigns.actions.done.${a}`, { name: campaign.name }) });
      setPending(null);
    };
    const failed = (error: unknown) => {
      notifications.show({ color: 'red', message: serverErrorText(error, failText(a)) });
      setPending(null);
    };
    if (a === 'edit') {
      onEdit(campaign);
      return;
    }
    if (a === 'delete') {
      remove.mutate(campaign.id, { onSuccess: done, onError: failed });
      return;
    }
    action.mutate({ id: campaign.id, action: a }, { onSuccess: done, onError: failed });
  };

  const onAction = (campaign: Campaign, a: RowAction) => {
    if (CONFIRMED_ACTIONS.includes(a)) setPending({ campaign, action: a });
    else run(campaign, a);
  };

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const confirmKey = pending?.action === 'send' ? 'send' : pending?.action === 'cancel' ? 'cancel' : 'delete';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('campaigns.list.filterStatus')}
          placeholder={t('campaigns.list.allStatuses')}
          data={CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`campaigns.status.${s}`) }))}
          value={status}
          onChange={(v) => {
            setStatus((v as CampaignStatus | null) ?? null);
            setPage(1);
          }}
          clearable
          w={220}
          data-testid="campaigns-status-filter"
        />
        <Select
          label={t('campaigns.list.filterType')}
          placeholder={t('campaigns.list.allTypes')}
          data={TYPES.map((v) => ({ value: v, label: t(`campaigns.list.type.${v}`) }))}
          value={type}
          onChange={(v) => setType((v as CampaignType | null) ?? null)}
          clearable
          w={180}
          data-testid="campaigns-type-filter"
        />
        <Text size="sm" c="dimmed" data-testid="campaigns-total" data-total={total}>
          {t('campaigns.list.total', { count: total })}
        </Text>
      </Group>
      {(type === null || type === 'email') && query.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {serverErrorText(query.error, t('campaigns.list.loadError'))}
        </Alert>
      )}
      {(type === null || type === 'email') && query.isPending && <Skeleton h={240} radius="md" />}
      {(type === null || type === 'email') && query.data && query.data.campaigns.length === 0 && (
        <EmptyState
          icon={<IconSpeakerphone size={28} />}
          title={status ? t('campaigns.list.emptyFilteredTitle') : t('campaigns.list.emptyTitle')}
          description={status ? t('campaigns.list.emptyFilteredText') : t('campaigns.list.emptyText')}
          action={
            !status && (
              <Button leftSection={<IconPlus size={16} />} onClick={onNew}>
                {t('campaigns.page.newCampaign')}
              </Button>
            )
          }
          testId="campaigns-empty"
        />
      )}
      {(type === null || type === 'email') && query.data && query.data.campaigns.length > 0 && (
        <Paper withBorder radius="md">
          <CampaignsTable campaigns={query.data.campaigns} onAction={onAction} onTest={(c) => setTesting({ kind: 'campaign', id: c.id, name: c.name })} />
        </Paper>
      )}
      {(type === null || type === 'email') && pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
      {type !== 'email' && (status === null || CHANNEL_STATUSES.includes(status)) && (
        <ChannelCampaigns embedded channel={type ?? undefined} status={(status ?? undefined) as 'draft' | 'sending' | 'sent' | undefined} />
      )}
      <ConfirmModal
        opened={pending !== null}
        title={t(`campaigns.actions.confirm.${confirmKey}.title`)}
        text={t(`campaigns.actions.confirm.${confirmKey}.text`, { name: pending?.campaign.name ?? '' })}
        confirmLabel={t(`campaigns.actions.${confirmKey}`)}
        loading={action.isPending || remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && run(pending.campaign, pending.action)}
        testId="campaign-confirm"
      />
      <SendTestModal target={testing} onClose={() => setTesting(null)} />
    </Stack>
  );
}
