// The leads table's view: search, filters, sort and page, kept in the page's state.
import type { LeadQuery, LeadSort, SortOrder } from '../../api/leadsApi';

export type LeadView = LeadQuery & { search: string };

export const PAGE_SIZES = ['10', '25', '50', '100'] as const;
export const DEFAULT_LEAD_VIEW: LeadView = { search: '', sort: 'created_at', order: 'desc', page: 1, limit: 25 };

// sortBy applies a click on a column header: the same column flips the order, a new one starts with its natural order.
export function sortBy(view: LeadView, column: LeadSort): LeadView {
  if (view.sort === column) return { ...view, order: view.order === 'asc' ? 'desc' : 'asc', page: 1 };
  const order: SortOrder = column === 'name' ? 'asc' : 'desc';
  return { ...view, sort: column, order, page: 1 };
}

// activeFilterCount counts the filters other than the search box.
export function activeFilterCount(view: LeadView): number {
  return [view.status, view.source, view.assignedTo, view.minScore].filter((v) => v !== undefined).length;
}
