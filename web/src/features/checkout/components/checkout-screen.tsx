import { ArrowLeft, RefreshCw, ShoppingBag } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useCheckoutQuote } from '#web/features/checkout/api/get-checkout-quote.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { Link } from '#web/lib/router/router.tsx';
import { CheckoutForm } from './checkout-form';

/** The checkout page's body: the quote loading, failing, an empty cart, or the form. */
export function CheckoutScreen({ redirect }: { redirect?: (url: string) => void }) {
  const { user } = useAuth();
  const quote = useCheckoutQuote();
  const { t } = useT();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="grid gap-1">
        <Link
          to={paths.fursa.href()}
          className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-accent-text hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('checkout.back')}
        </Link>
        <h1 className="font-display text-3xl font-bold tracking-tight">{t('checkout.title')}</h1>
      </div>
      {quote.data && user ? (
        quote.data.cart.items.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-line p-8 text-center">
            <ShoppingBag className="size-8 text-muted" aria-hidden />
            <p className="font-semibold">{t('checkout.empty')}</p>
            <p className="text-sm text-muted">{t('checkout.emptyText')}</p>
            <Button asChild size="sm" variant="outline" className="mt-1">
              <Link to={paths.fursa.href()}>{t('checkout.visitStore')}</Link>
            </Button>
          </div>
        ) : (
          <CheckoutForm quote={quote.data} user={user} redirect={redirect} />
        )
      ) : quote.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-xl border border-line p-4">
          <p className="font-semibold">{t('checkout.loadFailed')}</p>
          <p className="text-sm text-muted">
            {toApiError(quote.error, t('checkout.checkConnection')).message}
          </p>
          <Button variant="outline" size="sm" onClick={() => void quote.refetch()}>
            <RefreshCw aria-hidden />
            {t('checkout.retry')}
          </Button>
        </div>
      ) : (
        <div aria-busy className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <span className="sr-only">{t('checkout.loading')}</span>
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      )}
    </div>
  );
}
