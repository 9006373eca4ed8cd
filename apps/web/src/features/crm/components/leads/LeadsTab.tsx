import { useState } from 'react';
import { Badge, Button, Group, Pagination, Paper, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileImport, IconFilter, IconSearch, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatNumber } from '../../../../ui/format';
import type { Lead } from '../../api/leadsApi';
import { useDeleteLeadMutation } from '../../hooks/useDeleteLeadMutation';
import { useExportLeadsMutation } from '../../hooks/useExportLeadsMutation';
import { useLeadsQuery } from '../../hooks/useLeadsQuery';
import { ConfirmModal } from '../../../../ui/ConfirmModal';
import { useConfirmedDelete } from '../../../../ui/useConfirmedDelete';
import { LogActivityModal } from '../common/LogActivityModal';
import { QueryError } from '../common/QueryError';
import { DealFormModal, type DealPreset } from '../deals/DealFormModal';
import { ImportLeadsModal } from './ImportLeadsModal';
import { LeadBulkBar } from './LeadBulkBar';
import { LeadDrawer } from './LeadDrawer';
import { LeadFilters } from './LeadFilters';
import { LeadFormDrawer } from './LeadFormDrawer';
import { LeadsTable, type LeadAction } from './LeadsTable';
import { activeFilterCount, DEFAULT_LEAD_VIEW, PAGE_SIZES, sortBy, type LeadView } from './leadView';

// LeadsTab is the leads table: search, filters, sortable headers, pages, selection with bulk actions, import and export,
// the lead record drawer, the create/edit drawer, logging an activity and turning a lead into a deal.
export function LeadsTab() {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<LeadView>(DEFAULT_LEAD_VIEW);
  const [search] = useDebouncedValue(view.search, 300);
  const [showFilters, setShowFilters] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [detailId, setDetailId] = useState<string | null>(null);
  const [form, setForm] = useState<{ lead: Lead | null } | null>(null);
  const [logFor, setLogFor] = useState<Lead | null>(null);
  const [importing, setImporting] = useState(false);
  const [dealPreset, setDealPreset] = useState<DealPreset | null>(null);

  const query = useLeadsQuery({ ...view, search: search.trim() || undefined });
  const remove = useConfirmedDelete<Lead>(useDeleteLeadMutation(), { deleted: () => t('crm.leads.deleted'), failed: t('crm.common.deleteFailed') }, (lead) => {
    if (detailId === lead.id) setDetailId(null);
  });
  const exporter = useExportLeadsMutation();
  const data = query.data;
  const filtered = activeFilterCount(view) > 0 || view.search.trim() !== '';
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const visibleIds = new Set(data?.leads.map((l) => l.id));
  const selectedIds = [...selected].filter((id) => visibleIds.has(id));

  const update = (patch: Partial<LeadView>) => {
    setView((v) => ({ ...v, ...patch }));
    setSelected(new Set());
  };
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onAction = (action: LeadAction, lead: Lead) => {
    if (action === 'view') setDetailId(lead.id);
    else if (action === 'edit') setForm({ lead });
    else if (action === 'log') setLogFor(lead);
    else remove.ask(lead);
  };

  const download = () =>
    exporter.mutate(undefined, {
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.leads.exportFailed')) }),
    });

  const first = data && data.total > 0 ? (data.page - 1) * data.limit + 1 : 0;
  const last = data ? Math.min(data.total, data.page * data.limit) : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="wrap">
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('crm.leads.searchPlaceholder')}
            aria-label={t('crm.leads.search')}
            value={view.search}
            onChange={(e) => update({ search: e.currentTarget.value, page: 1 })}
            w={280}
            data-testid="lead-search"
          />
          <Button
            variant={showFilters ? 'light' : 'default'}
            leftSection={<IconFilter size={16} />}
            rightSection={
              activeFilterCount(view) > 0 ? (
                <Badge size="xs" circle>
                  {activeFilterCount(view)}
                </Badge>
              ) : undefined
            }
            onClick={() => setShowFilters((s) => !s)}
            aria-expanded={showFilters}
            data-testid="lead-filter-toggle"
          >
            {t('crm.leads.filter')}
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)} data-testid="lead-import">
            {t('crm.leads.import')}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download} loading={exporter.isPending} data-testid="lead-export">
            {t('crm.leads.export')}
          </Button>
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setForm({ lead: null })} data-testid="lead-add">
            {t('crm.leads.add')}
          </Button>
        </Group>
      </Group>
      {showFilters && <LeadFilters view={view} onChange={update} />}
      {query.isError && <QueryError error={query.error} fallback={t('crm.common.loadFailed')} onRetry={() => void query.refetch()} />}
      {selectedIds.length > 0 && <LeadBulkBar ids={selectedIds} onClear={() => setSelected(new Set())} onDone={() => setSelected(new Set())} />}
      {query.isPending && <Skeleton h={320} radius="md" data-testid="leads-loading" />}
      {data && data.total === 0 && !filtered && (
        <EmptyState
          icon={<IconUsersGroup size={28} />}
          title={t('crm.leads.emptyTitle')}
          description={t('crm.leads.emptyText')}
          action={
            <Group justify="center">
              <Button leftSection={<IconUserPlus size={16} />} onClick={() => setForm({ lead: null })}>
                {t('crm.leads.add')}
              </Button>
              <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
                {t('crm.leads.import')}
              </Button>
            </Group>
          }
          testId="leads-empty"
        />
      )}
      {data && data.leads.length === 0 && filtered && (
        <EmptyState icon={<IconFilter size={28} />} title={t('crm.leads.noMatchTitle')} description={t('crm.leads.noMatchText')} testId="leads-no-match" />
      )}
      {data && data.leads.length > 0 && (
        <Paper withBorder radius="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <LeadsTable
            items={data.leads}
            view={view}
            onSort={(column) => update(sortBy(view, column))}
            selected={new Set(selectedIds)}
            onToggle={toggle}
            onToggleAll={(checked) => setSelected(checked ? new Set(data.leads.map((l) => l.id)) : new Set())}
            onAction={onAction}
          />
          <Group justify="space-between" p="sm" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Text size="sm" c="dimmed" data-testid="leads-range">
                {t('crm.leads.range', {
                  first: formatNumber(first, i18n.language),
                  last: formatNumber(last, i18n.language),
                  total: formatNumber(data.total, i18n.language),
                })}
              </Text>
              <Select
                aria-label={t('crm.leads.pageSize')}
                data={PAGE_SIZES.map((s) => ({ value: s, label: t('crm.leads.perPage', { size: s }) }))}
                value={String(view.limit)}
                onChange={(v) => v && update({ limit: Number(v), page: 1 })}
                allowDeselect={false}
                w={130}
                size="xs"
              />
            </Group>
            <Pagination total={pages} value={view.page} onChange={(page) => update({ page })} size="sm" data-testid="leads-pagination" />
          </Group>
        </Paper>
      )}
      <LeadDrawer
        id={detailId}
        onClose={() => setDetailId(null)}
        onEdit={(lead) => setForm({ lead })}
        onLog={setLogFor}
        onCreateDeal={(lead) => setDealPreset({ leadId: lead.id, title: lead.name, value: lead.value, companyId: lead.companyId })}
      />
      <LeadFormDrawer opened={form !== null} lead={form?.lead ?? null} onClose={() => setForm(null)} />
      <LogActivityModal
        opened={logFor !== null}
        links={logFor ? { leadId: logFor.id, contactId: logFor.contactId ?? undefined, companyId: logFor.companyId ?? undefined } : {}}
        subject={logFor?.name}
        onClose={() => setLogFor(null)}
      />
      <ImportLeadsModal opened={importing} onClose={() => setImporting(false)} />
      <DealFormModal opened={dealPreset !== null} deal={null} preset={dealPreset ?? undefined} onClose={() => setDealPreset(null)} />
      <ConfirmModal
        {...remove.modal}
        title={t('crm.leads.deleteTitle')}
        text={t('crm.leads.deleteText', { name: remove.target?.name ?? '' })}
        confirmLabel={t('crm.common.delete')}
        testId="lead-delete"
      />
    </Stack>
  );
}
