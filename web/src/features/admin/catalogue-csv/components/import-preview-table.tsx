import type { ImportAction, ProductImportPreview, ProductImportRow } from '@shop/contract/product-csv';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';

const ACTIONS: Record<ImportAction, { label: MessageKey; tone: BadgeTone }> = {
  create: { label: 'adminImport.action.create', tone: 'blue' },
  update: { label: 'adminImport.action.update', tone: 'yellow' },
  unchanged: { label: 'adminImport.action.unchanged', tone: 'grey' },
  invalid: { label: 'adminImport.action.invalid', tone: 'red' },
};

/** The preview of an import: the counts, then every row with what it changes or its errors. */
export function ImportPreviewTable({ preview }: { preview: ProductImportPreview }) {
  const { counts } = preview;
  const { t } = useT();
  return (
    <div className="grid gap-3">
      <p className="text-sm" aria-live="polite">
        {t('adminImport.counts', {
          create: counts.create,
          update: counts.update,
          unchanged: counts.unchanged,
        })}{' '}
        <span className={counts.invalid > 0 ? 'font-semibold text-red-800' : undefined}>
          {t('adminImport.withErrors', { invalid: counts.invalid })}
        </span>
      </p>
      <div className="max-h-[50vh] overflow-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('adminImport.caption')}</caption>
          <thead className="sticky top-0 bg-sunken text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('adminImport.row')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('adminImport.product')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('adminImport.result')}
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                {t('adminImport.details')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.line} className="border-t border-line align-top">
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <td className="px-3 py-2">
                  <span className="font-medium break-words">{row.name || t('adminImport.noName')}</span>
                  <span className="block text-xs break-all text-muted">
                    {row.slug || t('adminImport.newSlug')}
                  </span>
                  {/* A phone has no room for a fourth column: the details go under the name. */}
                  <div className="mt-1 sm:hidden">
                    <RowDetails row={row} />
                  </div>
                </td>
                <td className="px-3 py-2">
                  <Badge tone={ACTIONS[row.action].tone}>{t(ACTIONS[row.action].label)}</Badge>
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
  const { t } = useT();
  if (row.errors.length > 0) {
    return (
      <ul className="grid gap-1 text-red-800">
        {row.errors.map((e) => (
          <li key={`${e.column}:${e.message}`}>
            <span className="font-semibold">{e.column}</span>
            {t('adminImport.error', { message: e.message })}
          </li>
        ))}
      </ul>
    );
  }
  if (row.changes.length > 0)
    return <span>{t('adminImport.changes', { columns: row.changes.join(', ') })}</span>;
  return (
    <span className="text-muted">
      {t(row.action === 'create' ? 'adminImport.createdWithEveryColumn' : 'adminImport.nothingToChange')}
    </span>
  );
}
