// The contacts tab keeps its filters and sort in the address (?q=&status=&listId=&segmentId=&tag=&sort=&order=),
// so a segment's "view contacts" is a link and a filtered view survives a reload.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CONTACT_STATUSES, type ContactStatus } from '@ulak/shared/audience';
import type { ContactFilters, ContactSort, SortOrder } from './api/contactsApi';

export const CONTACT_SORTS: readonly ContactSort[] = ['created_at', 'email', 'last_name'];
export const PAGE_SIZES = ['25', '50', '100', '200'] as const;

export type ContactView = { filters: ContactFilters; sort: ContactSort; order: SortOrder; limit: number };
export type ContactViewPatch = Partial<{
  search: string;
  status: string;
  listId: string;
  segmentId: string;
  tag: string;
  sort: string;
  order: string;
  limit: string;
}>;

const PARAM: Record<keyof ContactViewPatch, string> = {
  search: 'q',
  status: 'status',
  listId: 'listId',
  segmentId: 'segmentId',
  tag: 'tag',
  sort: 'sort',
  order: 'order',
  limit: 'limit',
};

const isStatus = (v: string | null): v is ContactStatus => CONTACT_STATUSES.some((s) => s === v);
const isSort = (v: string | null): v is ContactSort => CONTACT_SORTS.some((s) => s === v);

// useContactView reads the contacts tab's filters, sort and page size from the address, with a setter that merges changes.
export function useContactView(): [ContactView, (patch: ContactViewPatch) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo<ContactView>(() => {
    const text = (key: string) => params.get(key)?.trim() || undefined;
    const status = params.get('status');
    const sort = params.get('sort');
    const limit = params.get('limit');
    return {
      filters: { search: text('q'), status: isStatus(status) ? status : undefined, listId: text('listId'), segmentId: text('segmentId'), tag: text('tag') },
      sort: isSort(sort) ? sort : 'created_at',
      order: params.get('order') === 'asc' ? 'asc' : 'desc',
      limit: PAGE_SIZES.some((s) => s === limit) ? Number(limit) : 50,
    };
  }, [params]);
  const update = useCallback(
    (patch: ContactViewPatch) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch) as [keyof ContactViewPatch, string | undefined][]) {
            if (value) next.set(PARAM[key], value);
            else next.delete(PARAM[key]);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [view, update];
}

// hasFilters tells whether any filter narrows the contacts.
export function hasFilters(filters: ContactFilters): boolean {
  return Object.values(filters).some((v) => v !== undefined && v !== '');
}
