import { CircleCheck, CircleX, RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useBackendStatus } from '#web/features/connection-test/api/get-backend-status.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatMoney } from '#web/lib/format.ts';

/** The backend as it answers now, with a few products to prove real data comes through. */
export function BackendStatus() {
  const status = useBackendStatus();
  const { t, locale } = useT();
  return (
    <section
      aria-labelledby="status-title"
      className="rounded-2xl border border-line bg-raised p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="status-title" className="font-display text-xl font-bold text-ink">
          {t('connection.status')}
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
        >
          <RefreshCw className={status.isFetching ? 'animate-spin' : undefined} aria-hidden />
          {t('connection.refresh')}
        </Button>
      </div>
      {status.isPending ? (
        <div aria-busy="true" className="mt-4 grid gap-2">
          <p className="sr-only">{t('connection.checking')}</p>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-10 animate-pulse rounded-lg bg-sunken" />
          ))}
        </div>
      ) : status.isError ? (
        <p role="alert" className="mt-4 flex items-center gap-2 font-medium text-red-700">
          <CircleX className="size-5" aria-hidden />
          {t('connection.unreachable', {
            message: toApiError(status.error, t('connection.cannotConnect')).message,
          })}
        </p>
      ) : (
        <>
          <p className="mt-4 flex items-center gap-2 font-medium text-green-700">
            <CircleCheck className="size-5" aria-hidden />
            {t('connection.connected', {
              detail: t(status.data.health.detail.key, status.data.health.detail.values),
            })}
          </p>
          <h3 className="mt-5 text-sm font-semibold text-ink">
            {t('connection.products', { count: status.data.productCount })}
          </h3>
          {status.data.products.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('connection.noProducts')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
              {status.data.products.map((product) => (
                <li key={product.id} className="flex justify-between gap-3 px-3 py-2 text-sm">
                  <span className="min-w-0 truncate text-ink">{product.name}</span>
                  <span className="shrink-0 text-muted">
                    {formatMoney(product.price, product.currency, locale)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
