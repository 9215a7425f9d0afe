import type { CatalogProductDetail } from '@shop/contract/catalog';
import { Check, Heart, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { OnlineButton } from '#web/components/ui/online-button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { useLaptop } from '#web/features/laptops/api/get-laptop.ts';
import { cn } from '#web/lib/cn.ts';
import type { LaptopActions } from './laptop-card';
import { LaptopPrice } from './laptop-price';
import { shopErrorText } from './shop-error';
import { StockStatus } from './stock-status';

type LaptopDetailDialogProps = {
  productId: number | null;
  onClose: () => void;
  actions: LaptopActions;
  /** The reviews section (list and form), composed by the screen. */
  renderReviews: (product: CatalogProductDetail) => ReactNode;
};

/** A laptop's description, specifications and reviews, over the shop. */
export function LaptopDetailDialog({ productId, onClose, actions, renderReviews }: LaptopDetailDialogProps) {
  const query = useLaptop(productId);
  const product = query.data;

  return (
    <Dialog open={productId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        data-brand="fursa"
        aria-describedby={undefined}
        className="w-[min(56rem,calc(100vw-1.5rem))]! p-0!"
      >
        {product ? (
          <div className="grid md:grid-cols-2">
            <ProductImage
              src={product.image_url}
              alt={product.name}
              width={640}
              height={480}
              placeholder="fursa"
              eager
              className="aspect-[4/3] w-full md:rounded-tl-2xl"
            />
            <div className="grid content-start gap-3 p-5 sm:p-6">
              <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">
                {product.category_name}
              </p>
              <DialogTitle className="pr-10 font-display text-2xl font-bold">{product.name}</DialogTitle>
              <div className="flex items-center gap-2 text-sm text-muted">
                <StarRating rating={product.review_count > 0 ? product.rating : null} />
                <span>
                  {product.review_count > 0 ? `${product.rating.toFixed(1)} · ` : ''}
                  {product.review_count} {product.review_count === 1 ? 'review' : 'reviews'}
                </span>
              </div>
              <LaptopPrice product={product} />
              <StockStatus product={product} />
              <DetailActions product={product} actions={actions} />
            </div>
            <div className="grid gap-6 border-t border-line p-5 sm:p-6 md:col-span-2">
              <section aria-labelledby="laptop-description">
                <h3 id="laptop-description" className="font-semibold">
                  Description
                </h3>
                <p className="mt-2 whitespace-pre-line text-muted">{product.description}</p>
              </section>
              {product.specifications.length > 0 ? (
                <section aria-labelledby="laptop-specs">
                  <h3 id="laptop-specs" className="font-semibold">
                    Specifications
                  </h3>
                  <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
                    {product.specifications.map((spec) => (
                      <li key={spec} className="flex items-start gap-2 text-sm">
                        <Check className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
                        {spec}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {renderReviews(product)}
            </div>
          </div>
        ) : query.isError ? (
          <div role="alert" className="grid gap-3 p-6">
            <DialogTitle className="pr-10 font-display text-xl font-bold">
              {shopErrorText(query.error).title}
            </DialogTitle>
            <p className="text-muted">{shopErrorText(query.error).detail}</p>
            <Button className="w-fit" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <div className="grid md:grid-cols-2" aria-busy>
            <DialogTitle className="sr-only">Loading laptop...</DialogTitle>
            <Skeleton className="aspect-[4/3] w-full rounded-none md:rounded-tl-2xl" />
            <div className="grid content-start gap-3 p-6">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-8 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-11 w-full" />
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailActions({ product, actions }: { product: CatalogProductDetail; actions: LaptopActions }) {
  const inCart = actions.isInCart(product.id);
  const wishlisted = actions.isWishlisted(product.id);
  const busy = actions.isBusy(product.id);
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <OnlineButton
        className="flex-1"
        variant={inCart ? 'outline' : 'primary'}
        disabled={inCart || busy || !product.in_stock}
        onClick={() => actions.onAddToCart(product)}
        offlineLabel={inCart ? 'In Cart' : 'Adding needs a connection'}
      >
        {inCart ? <Check aria-hidden /> : <ShoppingCart aria-hidden />}
        {inCart ? 'In Cart' : 'Add to Cart'}
      </OnlineButton>
      <Button
        variant="outline"
        aria-pressed={wishlisted}
        disabled={busy}
        onClick={() => actions.onToggleWishlist(product)}
      >
        <Heart className={cn(wishlisted && 'fill-red-500 text-red-500')} aria-hidden />
        {wishlisted ? 'Saved' : 'Save'}
      </Button>
    </div>
  );
}
