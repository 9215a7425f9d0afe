import type { FursaCart } from '@shop/contract/cart';
import { Minus, Plus, ShoppingBag, ShoppingCart, Trash2, Truck } from 'lucide-react';
import { useHeldForYou } from '#web/components/stock-alerts/get-my-stock-requests.ts';
import { HeldNotice, heldTime } from '#web/components/stock-alerts/held-notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { OnlineButton } from '#web/components/ui/online-button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useCart } from '#web/features/cart/api/get-cart.ts';
import { useRemoveCartItem } from '#web/features/cart/api/remove-cart-item.ts';
import { useUpdateCartItem } from '#web/features/cart/api/update-cart-item.ts';
import { quantityStep } from '#web/features/cart/hooks/cart-quantity.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { cn } from '#web/lib/cn.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useOffline } from '#web/lib/offline/network-state.ts';
import { Link, useNavigate } from '#web/lib/router/router.tsx';
import { toast } from '#web/lib/toast.ts';

type CartPanelProps = {
  /** Shown in the empty state; hidden when the panel already sits in the store. */
  showStoreLink?: boolean;
  className?: string;
};

/** The signed-in customer's laptop cart: lines, quantities, subtotal, and the way to checkout. */
export function CartPanel({ showStoreLink = true, className }: CartPanelProps) {
  const cart = useCart('fursa');
  const update = useUpdateCartItem('fursa');
  const remove = useRemoveCartItem('fursa');
  const navigate = useNavigate();
  // A change to the cart needs the shop; its last copy still reads offline (docs/offline.md).
  const offline = useOffline();
  const { t, locale } = useT();
  const busyLine = update.isPending ? update.variables?.id : remove.isPending ? remove.variables : undefined;

  function removeLine(lineId: number) {
    remove.mutate(lineId, {
      onSuccess: () => toast.success(t('cart.removed')),
      onError: (err) => showErrorToast(err, t('cart.removeFailed')),
    });
  }

  function step(lineId: number, quantity: number, delta: 1 | -1) {
    const next = quantityStep(quantity, delta);
    if (next.kind === 'remove') removeLine(lineId);
    else if (next.kind === 'update') {
      update.mutate(
        { id: lineId, quantity: next.quantity },
        {
          onSuccess: (answer) => {
            if (answer.removed) toast.success(t('cart.removed'));
          },
          onError: (err) => showErrorToast(err, t('cart.updateFailed')),
        },
      );
    }
  }

  function goToCheckout(current: FursaCart) {
    if (current.items.length === 0) {
      toast.error(t('cart.emptyToast'), { description: t('cart.emptyToastText') });
      return;
    }
    navigate(paths.checkout.href());
  }

  return (
    <div className={cn('grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4', className)}>
      {cart.data ? (
        <>
          {cart.data.items.length === 0 ? (
            <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-line p-6 text-center">
              <ShoppingBag className="size-8 text-muted" aria-hidden />
              <p className="font-semibold">{t('cart.empty')}</p>
              <p className="text-sm text-muted">{t('cart.emptyText')}</p>
              {showStoreLink ? (
                <Button asChild size="sm" variant="outline" className="mt-1">
                  <Link to={paths.fursa.href()}>{t('cart.visitStore')}</Link>
                </Button>
              ) : null}
            </div>
          ) : (
            <ul aria-label={t('cart.items')} className="grid grid-cols-1 gap-3">
              {cart.data.items.map((line) => (
                <li key={line.id} className="flex gap-3 rounded-xl border border-line p-3">
                  <ProductImage
                    src={line.product.image_url}
                    alt=""
                    width={72}
                    height={54}
                    placeholder="fursa"
                    className="h-14 w-[4.5rem] shrink-0 rounded-md"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="truncate font-semibold">{line.product.name}</p>
                        <p className="text-xs text-muted">
                          {t('cart.each', {
                            price: formatMoney(line.product.price, cart.data.currency, locale),
                          })}
                        </p>
                      </div>
                      <button
                        type="button"
                        aria-label={t('cart.remove', { name: line.product.name })}
                        disabled={offline || busyLine === line.id}
                        onClick={() => removeLine(line.id)}
                        className="-mt-1 -mr-1 grid size-10 shrink-0 place-items-center rounded-lg text-muted hover:bg-sunken hover:text-danger disabled:opacity-50"
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </button>
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div className="flex items-center gap-1">
                        <button
                          type="button"
                          aria-label={t('cart.decrease', { name: line.product.name })}
                          disabled={offline || busyLine === line.id}
                          onClick={() => step(line.id, line.quantity, -1)}
                          className="grid size-9 place-items-center rounded-lg border border-line hover:bg-sunken disabled:opacity-50"
                        >
                          <Minus className="size-4" aria-hidden />
                        </button>
                        <output aria-live="polite" className="w-8 text-center font-semibold tabular-nums">
                          {line.quantity}
                        </output>
                        <button
                          type="button"
                          aria-label={t('cart.increase', { name: line.product.name })}
                          disabled={offline || busyLine === line.id}
                          onClick={() => step(line.id, line.quantity, 1)}
                          className="grid size-9 place-items-center rounded-lg border border-line hover:bg-sunken disabled:opacity-50"
                        >
                          <Plus className="size-4" aria-hidden />
                        </button>
                      </div>
                      <p className="ml-auto font-semibold">
                        {formatMoney(line.line_total, cart.data.currency, locale)}
                      </p>
                    </div>
                    <HeldLine product={line.product.id} />
                  </div>
                </li>
              ))}
            </ul>
          )}

          <div className="grid gap-2 border-t border-line pt-4">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-muted">{t('cart.subtotal', { count: cart.data.item_count })}</span>
              <span className="text-lg font-bold">
                {formatMoney(cart.data.subtotal, cart.data.currency, locale)}
              </span>
            </div>
            <p
              className={cn(
                'flex items-start gap-2 text-sm',
                cart.data.free_delivery ? 'text-green-700' : 'text-muted',
              )}
            >
              <Truck className="mt-0.5 size-4 shrink-0" aria-hidden />
              {cart.data.free_delivery
                ? t('cart.freeDelivery')
                : t('cart.freeOver', { amount: formatMoney(cart.data.free_delivery_over, 'TZS', locale) })}
            </p>
            <OnlineButton
              size="lg"
              className="mt-1 w-full"
              onClick={() => cart.data && goToCheckout(cart.data)}
              offlineLabel={t('cart.checkoutOffline')}
            >
              <ShoppingCart aria-hidden />
              {t('cart.checkout')}
            </OnlineButton>
          </div>
        </>
      ) : cart.isError ? (
        <div role="alert" className="grid gap-3 rounded-xl border border-line p-4">
          <p className="font-semibold">{t('cart.loadFailed')}</p>
          <p className="text-sm text-muted">{toApiError(cart.error, t('cart.checkConnection')).message}</p>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => void cart.refetch()}>
            {t('cart.retry')}
          </Button>
        </div>
      ) : (
        <div aria-busy className="grid gap-3">
          <span className="sr-only">{t('cart.loading')}</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      )}
    </div>
  );
}

/** docs/back-in-stock.md: a line whose unit a back-in-stock offer holds for this customer says until when. */
function HeldLine({ product }: { product: number }) {
  const heldUntil = useHeldForYou({ brand: 'fursa', product });
  const { t } = useT();
  return heldUntil ? <HeldNotice>{t('cart.held', { time: heldTime(heldUntil) })}</HeldNotice> : null;
}
