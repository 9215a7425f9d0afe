import type { FursaCart } from '@shop/contract/cart';
import { Minus, Plus, ShoppingBag, ShoppingCart, Trash2, Truck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { OnlineButton } from '#web/components/ui/online-button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useCart } from '#web/features/cart/api/get-cart.ts';
import { useRemoveCartItem } from '#web/features/cart/api/remove-cart-item.ts';
import { useUpdateCartItem } from '#web/features/cart/api/update-cart-item.ts';
import { quantityStep } from '#web/features/cart/hooks/cart-quantity.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { cn } from '#web/lib/cn.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useOffline } from '#web/lib/offline/network-state.ts';
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
  const busyLine = update.isPending ? update.variables?.id : remove.isPending ? remove.variables : undefined;

  function removeLine(lineId: number) {
    remove.mutate(lineId, {
      onSuccess: () => toast.success('Removed from cart'),
      onError: (err) => showErrorToast(err, 'Failed to remove from cart'),
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
            if (answer.removed) toast.success('Removed from cart');
          },
          onError: (err) => showErrorToast(err, 'Failed to update cart item'),
        },
      );
    }
  }

  function goToCheckout(current: FursaCart) {
    if (current.items.length === 0) {
      toast.error('Cart is empty', { description: 'Add some items to your cart before checkout.' });
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
              <p className="font-semibold">Your cart is empty</p>
              <p className="text-sm text-muted">Add a laptop from the FURSA store to get started.</p>
              {showStoreLink ? (
                <Button asChild size="sm" variant="outline" className="mt-1">
                  <Link to={paths.fursa.href()}>Visit Store</Link>
                </Button>
              ) : null}
            </div>
          ) : (
            <ul aria-label="Cart items" className="grid grid-cols-1 gap-3">
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
                          {formatMoney(line.product.price, cart.data.currency)} each
                        </p>
                      </div>
                      <button
                        type="button"
                        aria-label={`Remove ${line.product.name} from cart`}
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
                          aria-label={`Decrease quantity of ${line.product.name}`}
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
                          aria-label={`Increase quantity of ${line.product.name}`}
                          disabled={offline || busyLine === line.id}
                          onClick={() => step(line.id, line.quantity, 1)}
                          className="grid size-9 place-items-center rounded-lg border border-line hover:bg-sunken disabled:opacity-50"
                        >
                          <Plus className="size-4" aria-hidden />
                        </button>
                      </div>
                      <p className="ml-auto font-semibold">
                        {formatMoney(line.line_total, cart.data.currency)}
                      </p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}

          <div className="grid gap-2 border-t border-line pt-4">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-muted">
                Subtotal ({cart.data.item_count} {cart.data.item_count === 1 ? 'item' : 'items'})
              </span>
              <span className="text-lg font-bold">{formatMoney(cart.data.subtotal, cart.data.currency)}</span>
            </div>
            <p
              className={cn(
                'flex items-start gap-2 text-sm',
                cart.data.free_delivery ? 'text-green-700' : 'text-muted',
              )}
            >
              <Truck className="mt-0.5 size-4 shrink-0" aria-hidden />
              {cart.data.free_delivery
                ? 'Your order qualifies for free delivery.'
                : `Free delivery on orders over ${formatMoney(cart.data.free_delivery_over, 'TZS')}.`}
            </p>
            <OnlineButton
              size="lg"
              className="mt-1 w-full"
              onClick={() => cart.data && goToCheckout(cart.data)}
              offlineLabel="Checkout needs a connection"
            >
              <ShoppingCart aria-hidden />
              Checkout
            </OnlineButton>
          </div>
        </>
      ) : cart.isError ? (
        <div role="alert" className="grid gap-3 rounded-xl border border-line p-4">
          <p className="font-semibold">Your cart could not be loaded.</p>
          <p className="text-sm text-muted">
            {toApiError(cart.error, 'Please check your connection and try again.').message}
          </p>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => void cart.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <div aria-busy className="grid gap-3">
          <span className="sr-only">Loading your cart...</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      )}
    </div>
  );
}
