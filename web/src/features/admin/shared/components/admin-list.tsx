import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager } from '#web/components/ui/pager.tsx';
import { LoadError } from './load-error';
import { ResponsiveTable, type ResponsiveTableProps, TableSkeleton } from './responsive-table';

type AdminListProps<D, T> = Omit<ResponsiveTableProps<T>, 'rows' | 'stale'> & {
  query: UseQueryResult<D>;
  /** The table's rows in what the query answered. */
  rows: (data: D) => T[];
  /**
   * A paged list's pager under the table (docs/lists.md): `count` is the number of rows on every
   * page when the list counts them (capped at COUNT_CAP); a capped array has none.
   */
  pager?: {
    label: string;
    page: number;
    pageSize: number;
    count?: (data: D) => number;
    onPage: (page: number) => void;
  };
  /** A line above the table once it has loaded (e.g. how many rows match). */
  above?: (data: D) => ReactNode;
  /** The tab's own words when the list cannot load; LoadError's by default. */
  loadError?: (retry: () => void) => ReactNode;
  skeletonRows?: number;
};

/** An admin tab's list: a skeleton while it loads, the error with a retry, then the table and its pager. */
export function AdminList<D, T>({
  query,
  rows,
  pager,
  above,
  loadError,
  skeletonRows,
  ...table
}: AdminListProps<D, T>) {
  if (query.isPending) return <TableSkeleton rows={skeletonRows} />;
  const retry = () => void query.refetch();
  if (query.isError) return loadError ? loadError(retry) : <LoadError error={query.error} onRetry={retry} />;
  const shown = rows(query.data);
  return (
    <>
      {above?.(query.data)}
      <ResponsiveTable {...table} rows={shown} stale={query.isPlaceholderData} />
      {pager ? (
        <Pager
          label={pager.label}
          page={pager.page}
          pageSize={pager.pageSize}
          count={pager.count?.(query.data)}
          rows={shown.length}
          onPage={pager.onPage}
        />
      ) : null}
    </>
  );
}
