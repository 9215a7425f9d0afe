import type { ReactNode } from 'react';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Hide the label in the small-screen card (images, action buttons). */
  bare?: boolean;
  /** Left out of the small-screen card because `cardTitle` already shows it. */
  skipInCard?: boolean;
  className?: string;
};

export type ResponsiveTableProps<T> = {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** Shown instead of the rows when there are none. */
  empty: ReactNode;
  /** Dims the rows while newer data loads in the background. */
  stale?: boolean;
  /** The card's heading on small screens (e.g. image and name). */
  cardTitle?: (row: T) => ReactNode;
};

/** A table from the lg breakpoint up, a list of cards below it (phones and tablets). */
export function ResponsiveTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  empty,
  stale,
  cardTitle,
}: ResponsiveTableProps<T>) {
  const cardColumns = columns.filter((col) => !col.skipInCard);
  if (rows.length === 0) {
    return <div className="rounded-xl border border-line bg-raised p-8 text-center text-muted">{empty}</div>;
  }
  return (
    <div className={cn('transition-opacity', stale && 'opacity-60')}>
      <div className="hidden overflow-x-auto rounded-xl border border-line bg-raised lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sunken text-xs tracking-wide text-muted uppercase">
            <tr>
              {columns.map((col) => (
                <th key={col.header} scope="col" className="px-4 py-3 font-semibold">
                  {col.bare ? <span className="sr-only">{col.header}</span> : col.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-middle">
                {columns.map((col) => (
                  <td key={col.header} className={cn('px-4 py-3', col.className)}>
                    {col.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-line bg-raised p-4 shadow-xs">
            {cardTitle ? <div className="mb-3">{cardTitle(row)}</div> : null}
            <dl className="grid grid-cols-[minmax(5.5rem,auto)_1fr] gap-x-3 gap-y-2 text-sm">
              {cardColumns
                .filter((col) => !col.bare)
                .map((col) => (
                  <div key={col.header} className="contents">
                    <dt className="text-muted">{col.header}</dt>
                    <dd className="min-w-0 break-words">{col.cell(row)}</dd>
                  </div>
                ))}
            </dl>
            {cardColumns
              .filter((col) => col.bare)
              .map((col) => (
                <div key={col.header} className="mt-3">
                  {col.cell(row)}
                </div>
              ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Placeholder rows of the final height while the first page loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useT();
  return (
    <div role="status" aria-label={t('admin.loading')} className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered
        <div key={i} className="h-16 animate-pulse rounded-xl bg-sunken" />
      ))}
    </div>
  );
}
