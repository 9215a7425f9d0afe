import type { ImportAction, ProductImportPreview, ProductImportRow } from '@shop/contract/product-csv';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const ACTIONS: Record<ImportAction, { label: string; tone: BadgeTone }> = {
  create: { label: 'New', tone: 'blue' },
  update: { label: 'Update', tone: 'yellow' },
  unchanged: { label: 'Unchanged', tone: 'grey' },
  invalid: { label: 'Error', tone: 'red' },
};

/** The preview of an import: the counts, then every row with what it changes or its errors. */
export function ImportPreviewTable({ preview }: { preview: ProductImportPreview }) {
  const { counts } = preview;
  return (
    <div className="grid gap-3">
      <p className="text-sm" aria-live="polite">
        {counts.create} new, {counts.update} to update, {counts.unchanged} unchanged,{' '}
        <span className={counts.invalid > 0 ? 'font-semibold text-red-800' : undefined}>
          {counts.invalid} with errors
        </span>
      </p>
      <div className="max-h-[50vh] overflow-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Import preview</caption>
          <thead className="sticky top-0 bg-sunken text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Row
              </th>
              <th scope="col" className="px-3 py-2">
                Product
              </th>
              <th scope="col" className="px-3 py-2">
                Result
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.line} className="border-t border-line align-top">
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <td className="px-3 py-2">
                  <span className="font-medium break-words">{row.name || '(no name)'}</span>
                  <span className="block text-xs break-all text-muted">
                    {row.slug || 'new slug from the name'}
                  </span>
                  {/* A phone has no room for a fourth column: the details go under the name. */}
                  <div className="mt-1 sm:hidden">
                    <RowDetails row={row} />
                  </div>
                </td>
                <td className="px-3 py-2">
                  <Badge tone={ACTIONS[row.action].tone}>{ACTIONS[row.action].label}</Badge>
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  <RowDetails row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function RowDetails({ row }: { row: ProductImportRow }) {
  if (row.errors.length > 0) {
    return (
      <ul className="grid gap-1 text-red-800">
        {row.errors.map((e) => (
          <li key={`${e.column}:${e.message}`}>
            <span className="font-semibold">{e.column}</span>: {e.message}
          </li>
        ))}
      </ul>
    );
  }
  if (row.changes.length > 0) return <span>Changes {row.changes.join(', ')}</span>;
  return (
    <span className="text-muted">
      {row.action === 'create' ? 'Created with every column' : 'Nothing to change'}
    </span>
  );
}
