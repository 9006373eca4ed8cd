import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileImport, IconFilter, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { EmptyState } from '../../../../ui/EmptyState';
import type { Contact } from '../../api/contactsApi';
import { hasFilters, useContactView } from '../../contactFilterParams';
import { useContactCountQuery } from '../../hooks/useContactCountQuery';
import { useContactsQuery } from '../../hooks/useContactsQuery';
import { useSegmentsQuery } from '../../hooks/useSegmentsQuery';
import { ExportButton } from '../common/ExportButton';
import { BulkActionsBar } from './BulkActionsBar';
import { ContactDetailDrawer } from './ContactDetailDrawer';
import { ContactFiltersBar } from './ContactFiltersBar';
import { ContactFormDrawer } from './ContactFormDrawer';
import { ContactKpis } from './ContactKpis';
import { ContactsTable } from './ContactsTable';
import { KeysetPager } from './KeysetPager';

type Pager = { sig: string; cursors: string[] };

// ContactsTab is the contacts table: KPIs, search and filters, sort, keyset pages, selection with bulk actions,
// the detail drawer and the create/edit drawer.
export function ContactsTab({ onImport }: { onImport: () => void }) {
  const { t } = useTranslation();
  const [view, setView] = useContactView();
  const sig = JSON.stringify(view);
  const [pager, setPager] = useState<Pager>({ sig, cursors: [] });
  const cursors = pager.sig === sig ? pager.cursors : [];
  if (pager.sig !== sig) setPager({ sig, cursors: [] });
  const [selected, setSelected] = useState<{ key: string; ids: Set<string> }>({ key: '', ids: new Set() });
  const pageKey = `${sig}|${cursors.length}`;
  const selectedIds = selected.key === pageKey ? selected.ids : new Set<string>();
  const [detailId, setDetailId] = useState<string | null>(null);
  const [form, setForm] = useState<{ contact: Contact | null } | null>(null);

  const query = { ...view.filters, sort: view.sort, order: view.order, limit: view.limit, cursor: cursors[cursors.length - 1] };
  const contacts = useContactsQuery(query);
  const count = useContactCountQuery(view.filters);
  const segments = useSegmentsQuery();
  const segment = view.filters.segmentId ? segments.data?.find((s) => s.id === view.filters.segmentId) : undefined;
  const data = contacts.data;
  const filtered = hasFilters(view.filters);

  const setIds = (ids: Set<string>) => setSelected({ key: pageKey, ids });
  const toggle = (id: string) => {
    const next = new Set(selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setIds(next);
  };
  const toggleAll = (checked: boolean) => setIds(checked ? new Set(data?.items.map((c) => c.id)) : new Set());
  const next = () => data?.nextCursor && setPager({ sig, cursors: [...cursors, data.nextCursor] });
  const previous = () => setPager({ sig, cursors: cursors.slice(0, -1) });

  return (
    <Stack gap="md">
      <ContactKpis />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <ContactFiltersBar view={view} onChange={setView} />
        <Group gap="xs">
          <ExportButton filters={view.filters} label={t(filtered ? 'audience.contacts.exportFiltered' : 'audience.contacts.exportAll')} />
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setForm({ contact: null })} data-testid="contact-add">
            {t('audience.contacts.add')}
          </Button>
        </Group>
      </Group>
      {view.filters.segmentId && (
        <Alert color="blue" icon={<IconFilter size={18} />} data-testid="segment-filter-banner">
          {t('audience.contacts.segmentFilter', { name: segment?.name ?? '…' })}
        </Alert>
      )}
      {contacts.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="contacts-error">
          <Group justify="space-between">
            <Text size="sm">{serverErrorText(contacts.error, t('audience.contacts.loadFailed'))}</Text>
            <Button size="xs" variant="default" onClick={() => void contacts.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {selectedIds.size > 0 && <BulkActionsBar ids={[...selectedIds]} onClear={() => setIds(new Set())} onDone={() => setIds(new Set())} />}
      {contacts.isPending && <Skeleton h={320} radius="md" data-testid="contacts-loading" />}
      {data && data.items.length === 0 && cursors.length === 0 && !filtered && (
        <EmptyState
          icon={<IconUsers size={28} />}
          title={t('audience.contacts.emptyTitle')}
          description={t('audience.contacts.emptyText')}
          action={
            <Group justify="center">
              <Button leftSection={<IconUserPlus size={16} />} onClick={() => setForm({ contact: null })}>
                {t('audience.contacts.add')}
              </Button>
              <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={onImport}>
                {t('audience.contacts.importCta')}
              </Button>
            </Group>
          }
          testId="contacts-empty"
        />
      )}
      {data && data.items.length === 0 && (cursors.length > 0 || filtered) && (
        <EmptyState
          icon={<IconFilter size={28} />}
          title={t('audience.contacts.noMatchTitle')}
          description={t('audience.contacts.noMatchText')}
          testId="contacts-no-match"
        />
      )}
      {data && data.items.length > 0 && (
        <Paper withBorder radius="md" style={{ opacity: contacts.isPlaceholderData ? 0.6 : 1 }}>
          <ContactsTable items={data.items} selected={selectedIds} onToggle={toggle} onToggleAll={toggleAll} onOpen={setDetailId} />
          <KeysetPager
            page={cursors.length + 1}
            pageSize={view.limit}
            total={count.data}
            hasPrevious={cursors.length > 0}
            hasNext={Boolean(data.nextCursor) && !contacts.isPlaceholderData}
            onPrevious={previous}
            onNext={next}
            onPageSize={(size) => setView({ limit: size })}
          />
        </Paper>
      )}
      <ContactDetailDrawer id={detailId} onClose={() => setDetailId(null)} onEdit={(contact) => setForm({ contact })} />
      <ContactFormDrawer opened={form !== null} contact={form?.contact ?? null} onClose={() => setForm(null)} />
    </Stack>
  );
}
