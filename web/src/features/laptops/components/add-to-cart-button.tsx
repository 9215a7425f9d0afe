import type { CatalogProduct } from '@shop/contract/catalog';
import { Check, ShoppingCart } from 'lucide-react';
import { OnlineButton } from '#web/components/ui/online-button.tsx';
import { useT } from '#web/i18n/use-t.ts';
import type { LaptopActions } from './laptop-actions';

type AddToCartButtonProps = {
  product: CatalogProduct;
  actions: LaptopActions;
  className?: string;
  /** Names the laptop for screen readers after the visible words, where several buttons share them. */
  namedForReaders?: boolean;
  /** A unit is held for this customer (docs/back-in-stock.md): theirs to add though it reads sold out. */
  heldForYou?: boolean;
};

/** A laptop's Add to cart, on its card and in its details: "In cart" once there, off while sold out. */
export function AddToCartButton({
  product,
  actions,
  className,
  namedForReaders = false,
  heldForYou = false,
}: AddToCartButtonProps) {
  const inCart = actions.isInCart(product.id);
  const { t } = useT();
  return (
    <OnlineButton
      className={className}
      variant={inCart ? 'outline' : 'primary'}
      disabled={inCart || actions.isBusy(product.id) || !(product.in_stock || heldForYou)}
      onClick={() => actions.onAddToCart(product)}
      offlineLabel={t(inCart ? 'fursa.cart.in' : 'fursa.cart.offline')}
    >
      {inCart ? <Check aria-hidden /> : <ShoppingCart aria-hidden />}
      {t(inCart ? 'fursa.cart.in' : 'fursa.cart.add')}
      {/* WCAG label in name: the visible words first. */}
      {namedForReaders ? <span className="sr-only"> {product.name}</span> : null}
    </OnlineButton>
  );
}
