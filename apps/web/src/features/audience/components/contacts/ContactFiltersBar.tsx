import { useEffect, useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES } from '@ulak/shared/audience';
import { CONTACT_SORTS, hasFilters, type ContactView, type ContactViewPatch } from '../../contactFilterParams';
import { useListsQuery } from '../../hooks/useListsQuery';
import { useSegmentsQuery } from '../../hooks/useSegmentsQuery';

type Props = { view: ContactView; onChange: (patch: ContactViewPatch) => void };

// ContactFiltersBar holds the search box, the status, list, segment and tag filters and the sort.
export function ContactFiltersBar({ view, onChange }: Props) {
  const { t } = useTranslation();
  const lists = useListsQuery();
  const segments = useSegmentsQuery();
  const [search, setSearch] = useState(view.filters.search ?? '');
  const [tag, setTag] = useState(view.filters.tag ?? '');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [debouncedTag] = useDebouncedValue(tag, 300);

  useEffect(() => {
    if ((view.filters.search ?? '') !== debouncedSearch.trim()) onChange({ search: debouncedSearch.trim() });
    // only the typed text drives this; the view follows it
  }, [debouncedSearch]);
  useEffect(() => {
    if ((view.filters.tag ?? '') !== debouncedTag.trim()) onChange({ tag: debouncedTag.trim() });
  }, [debouncedTag]);

  const clear = () => {
    setSearch('');
    setTag('');
    onChange({ search: '', status: '', listId: '', segmentId: '', tag: '' });
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="contact-filters">
      <TextInput
        label={t('audience.contacts.searchLabel')}
        placeholder={t('audience.contacts.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={240}
        data-testid="contact-search"
      />
      <Select
        label={t('audience.fields.status')}
        placeholder={t('audience.contacts.allStatuses')}
        data={CONTACT_STATUSES.map((s) => ({ value: s, label: t(`audience.status.${s}`) }))}
        value={view.filters.status ?? null}
        onChange={(v) => onChange({ status: v ?? '' })}
        clearable
        w={170}
        data-testid="contact-filter-status"
      />
      <Select
        label={t('audience.contacts.list')}
        placeholder={t('audience.contacts.allLists')}
        data={(lists.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
        value={view.filters.listId ?? null}
        onChange={(v) => onChange({ listId: v ?? '' })}
        clearable
        searchable
        nothingFoundMessage={t('audience.common.nothingFound')}
        w={190}
        data-testid="contact-filter-list"
      />
      <Select
        label={t('audience.contacts.segment')}
        placeholder={t('audience.contacts.allSegments')}
        data={(segments.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        value={view.filters.segmentId ?? null}
        onChange={(v) => onChange({ segmentId: v ?? '' })}
        clearable
        searchable
        nothingFoundMessage={t('audience.common.nothingFound')}
        w={190}
        data-testid="contact-filter-segment"
      />
      <TextInput
        label={t('audience.contacts.tag')}
        placeholder={t('audience.contacts.tagPlaceholder')}
        value={tag}
        onChange={(e) => setTag(e.currentTarget.value)}
        w={150}
        data-testid="contact-filter-tag"
      />
      <Select
        label={t('audience.contacts.sortLabel')}
        data={CONTACT_SORTS.map((s) => ({ value: s, label: t(`audience.contacts.sort.${s}`) }))}
        value={view.sort}
        onChange={(v) => v && onChange({ sort: v })}
        allowDeselect={false}
        w={170}
        data-testid="contact-sort"
      />
      <Button
        variant="default"
        onClick={() => onChange({ order: view.order === 'asc' ? 'desc' : 'asc' })}
        leftSection={view.order === 'asc' ? <IconSortAscending size={16} /> : <IconSortDescending size={16} />}
        data-testid="contact-order"
        data-order={view.order}
      >
        {t(`audience.contacts.order.${view.order}`)}
      </Button>
      {hasFilters(view.filters) && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={clear} data-testid="contact-filters-clear">
          {t('audience.contacts.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
