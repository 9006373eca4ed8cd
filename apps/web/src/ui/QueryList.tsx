import type { ReactNode } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { serverErrorText } from '../lib/api';

type Props<T> = {
  /** The query's state (a TanStack Query result). */
  query: { isError: boolean; error: unknown; isPending: boolean };
  /** The loaded items; undefined while loading or after an error. */
  items: readonly T[] | undefined;
  /** The text shown when the server gives none for a failed load. */
  loadFailed: string;
  /** Replaces the default red alert for a failed load (e.g. one with a retry button). */
  errorView?: ReactNode;
  /** Height of the loading skeleton. */
  skeleton: number;
  /** Shown when the list is empty (an EmptyState). */
  empty: ReactNode;
  /** Renders the items when there is at least one. */
  children: (items: readonly T[]) => ReactNode;
};

// QueryList shows the states of a loaded list: an alert when the load failed, a skeleton while it loads, the empty
// state when there is nothing, else the items.
export function QueryList<T>({ query, items, loadFailed, errorView, skeleton, empty, children }: Props<T>) {
  return (
    <>
      {query.isError &&
        (errorView ?? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {serverErrorText(query.error, loadFailed)}
          </Alert>
        ))}
      {query.isPending && <Skeleton h={skeleton} radius="md" />}
      {items && items.length === 0 && empty}
      {items && items.length > 0 && children(items)}
    </>
  );
}
