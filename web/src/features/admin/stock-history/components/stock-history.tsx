import type { StockChange } from '@shop/contract/stock-ledger';
import { useState } from 'react';
import { Pager } from '#web/components/ui/pager.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { useStockHistory } from '#web/features/admin/stock-history/api/get-stock-history.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';

const PAGE_SIZE = 10;
const whenFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Dar_es_Salaam',
});

/** The product dialog's stock history: who changed the stock, why, and from what to what. */
export function StockHistory({ kind, productId }: { kind: AdminProductKind; productId: number }) {
  const [page, setPage] = useState(1);
  const history = useStockHistory(kind, productId, page, PAGE_SIZE);
  const { t } = useT();
  return (
    <section
      aria-labelledby={`stock-history-${productId}`}
      className="mt-6 grid gap-3 border-t border-line pt-4"
    >
      <h3 id={`stock-history-${productId}`} className="font-semibold">
        {t('adminProducts.history.title')}
      </h3>
      {history.isPending ? (
        <Spinner label={t('admin.loading')} />
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {toApiError(history.error, t('adminProducts.history.loadFailed')).message}
        </p>
      ) : history.data.count === 0 ? (
        <p className="text-sm text-muted">{t('adminProducts.history.none')}</p>
      ) : (
        <>
          <ol className="grid gap-2 text-sm">
            {history.data.results.map((change) => (
              <ChangeRow key={change.id} change={change} />
            ))}
          </ol>
          <Pager
            label={t('adminProducts.history.pages')}
            page={page}
            pageSize={PAGE_SIZE}
            count={history.data.count}
            rows={history.data.results.length}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

function ChangeRow({ change }: { change: StockChange }) {
  const { t } = useT();
  const from =
    change.quantity_before === null
      ? ''
      : t('adminProducts.history.from', { before: change.quantity_before });
  const by = [
    change.actor,
    change.order_reference && t('adminProducts.history.order', { reference: change.order_reference }),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg bg-sunken px-3 py-2">
      <span>
        <span className="font-semibold tabular-nums">
          {from}
          {change.quantity_after}
        </span>{' '}
        {t('adminProducts.history.reason', { reason: change.reason })}
        {by ? <span className="text-muted">{t('adminProducts.history.by', { by })}</span> : null}
      </span>
      <time dateTime={change.created_at} className="text-xs text-muted">
        {whenFormat.format(new Date(change.created_at))}
      </time>
    </li>
  );
}
