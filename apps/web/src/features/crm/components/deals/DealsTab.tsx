import { useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../ui/format';
import type { Deal } from '../../api/dealsApi';
import { useCompaniesQuery } from '../../hooks/useCompaniesQuery';
import { useDeleteDealMutation } from '../../hooks/useDeleteDealMutation';
import { usePipelineQuery } from '../../hooks/usePipelineQuery';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { useConfirmedDelete } from '../../../../ui/useConfirmedDelete';
import { LogActivityModal } from '../common/LogActivityModal';
import { QueryError } from '../common/QueryError';
import { CloseDealModal } from './CloseDealModal';
import type { DealAction } from './DealCard';
import { DealFormModal, type DealPreset } from './DealFormModal';
import { PipelineBoard } from './PipelineBoard';

// DealsTab is the pipeline: totals, the board with drag and drop between stages, and creating, editing, closing
// (won or lost) and deleting deals.
export function DealsTab() {
  const { t, i18n } = useTranslation();
  const pipeline = usePipelineQuery();
  const companies = useCompaniesQuery();
  const [form, setForm] = useState<{ deal: Deal | null; preset?: DealPreset } | null>(null);
  const [closing, setClosing] = useState<{ deal: Deal; status: 'won' | 'lost' } | null>(null);
  const remove = useConfirmedDelete<Deal>(useDeleteDealMutation(), { deleted: () => t('crm.deals.deleted'), failed: t('crm.common.deleteFailed') });
  const [logFor, setLogFor] = useState<Deal | null>(null);
  const companyNames = useMemo(() => new Map((companies.data ?? []).map((c) => [c.id, c.name])), [companies.data]);
  const data = pipeline.data;
  const openDeals = data?.stages.reduce((n, s) => n + s.deals.length, 0) ?? 0;
  const openValue = data?.stages.reduce((n, s) => n + s.value, 0) ?? 0;

  const onAction = (action: DealAction, deal: Deal) => {
    if (action === 'edit') setForm({ deal });
    else if (action === 'log') setLogFor(deal);
    else if (action === 'delete') remove.ask(deal);
    else setClosing({ deal, status: action });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="lg">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('crm.deals.openDeals')}
            </Text>
            <Text fw={700} data-testid="pipeline-open-count">
              {openDeals}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('crm.deals.openValue')}
            </Text>
            <Text fw={700} data-testid="pipeline-open-value">
              {formatMoney(openValue, 'TRY', i18n.language)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('crm.deals.weightedTotal')}
            </Text>
            <Text fw={700} data-testid="pipeline-weighted-total" data-value={data?.weightedTotal}>
              {data ? formatMoney(data.weightedTotal, 'TRY', i18n.language) : '—'}
            </Text>
          </div>
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ deal: null })} disabled={!data} data-testid="deal-add">
          {t('crm.deals.create')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('crm.deals.boardHint')}
      </Text>
      {pipeline.isError && <QueryError error={pipeline.error} fallback={t('crm.common.loadFailed')} onRetry={() => void pipeline.refetch()} />}
      {pipeline.isPending && <Skeleton h={360} radius="md" data-testid="pipeline-loading" />}
      {data && openDeals === 0 && (
        <Alert color="blue" variant="light" icon={<IconTargetArrow size={18} />} title={t('crm.deals.emptyTitle')} data-testid="deals-empty">
          {t('crm.deals.emptyText')}
        </Alert>
      )}
      {data && (
        <Paper p={0} bg="transparent">
          <PipelineBoard pipeline={data} companyNames={companyNames} onAction={onAction} onAdd={(stageId) => setForm({ deal: null, preset: { stageId } })} />
        </Paper>
      )}
      <DealFormModal opened={form !== null} deal={form?.deal ?? null} preset={form?.preset} onClose={() => setForm(null)} />
      <CloseDealModal deal={closing?.deal ?? null} initialStatus={closing?.status ?? 'won'} onClose={() => setClosing(null)} />
      <LogActivityModal
        opened={logFor !== null}
        links={
          logFor
            ? { dealId: logFor.id, leadId: logFor.leadId ?? undefined, companyId: logFor.companyId ?? undefined, contactId: logFor.contactId ?? undefined }
            : {}
        }
        subject={logFor?.title}
        onClose={() => setLogFor(null)}
      />
      <ConfirmModal
        {...remove.modal}
        title={t('crm.deals.deleteTitle')}
        text={t('crm.deals.deleteText', { title: remove.target?.title ?? '' })}
        confirmLabel={t('crm.common.delete')}
        testId="deal-delete"
      />
    </Stack>
  );
}
