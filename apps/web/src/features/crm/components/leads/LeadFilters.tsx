import { Button, Group, Paper, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { LEAD_SOURCES, LEAD_STATUSES } from '@ulak/shared/crm';
import type { LeadSource, LeadStatus } from '../../api/leadsApi';
import { usePeopleLabels } from '../common/usePeopleLabels';
import type { LeadView } from './leadView';

type Props = { view: LeadView; onChange: (patch: Partial<LeadView>) => void };

// LeadFilters narrows the leads by status, source, assignee (the signed-in user) and a minimum score.
export function LeadFilters({ view, onChange }: Props) {
  const { t } = useTranslation();
  const people = usePeopleLabels();
  const set = (patch: Partial<LeadView>) => onChange({ ...patch, page: 1 });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="lead-filters">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('crm.leads.columns.status')}
          placeholder={t('crm.leads.filters.any')}
          data={LEAD_STATUSES.map((s) => ({ value: s, label: t(`crm.status.${s}`) }))}
          value={view.status ?? null}
          onChange={(v) => set({ status: (v as LeadStatus | null) ?? undefined })}
          clearable
          w={180}
          data-testid="lead-filter-status"
        />
        <Select
          label={t('crm.leads.columns.source')}
          placeholder={t('crm.leads.filters.any')}
          data={LEAD_SOURCES.map((s) => ({ value: s, label: t(`crm.sources.${s}`) }))}
          value={view.source ?? null}
          onChange={(v) => set({ source: (v as LeadSource | null) ?? undefined })}
          clearable
          w={180}
          data-testid="lead-filter-source"
        />
        <Select
          label={t('crm.leads.columns.assignedTo')}
          placeholder={t('crm.leads.filters.anyone')}
          data={people.options}
          value={view.assignedTo ?? null}
          onChange={(v) => set({ assignedTo: v ?? undefined })}
          clearable
          w={180}
          data-testid="lead-filter-assignee"
        />
        <LocaleNumberInput
          label={t('crm.leads.filters.minScore')}
          min={0}
          max={100}
          decimalScale={0}
          value={view.minScore ?? ''}
          onChange={(v) => (v === '' ? set({ minScore: undefined }) : Number.isFinite(v) && set({ minScore: v }))}
          w={140}
          data-testid="lead-filter-min-score"
        />
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => set({ status: undefined, source: undefined, assignedTo: undefined, minScore: undefined })}
          data-testid="lead-filters-clear"
        >
          {t('crm.leads.filters.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
