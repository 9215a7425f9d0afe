import type { WishlistItem } from '@shop/contract/cart';
import { BUSINESS_TYPES, type BusinessType, CURRENCY_OF } from '@shop/contract/common';
import { Heart, Trash2 } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { useWishlist } from '#web/features/wishlist/api/get-wishlist.ts';
import { useToggleWishlist } from '#web/features/wishlist/api/toggle-wishlist.ts';
import { useT } from '#web/i18n/use-t.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { formatMoney } from '#web/lib/format.ts';
import { Link } from '#web/lib/router/router.tsx';
import { toast } from '#web/lib/toast.ts';

/** Both brands' wishlists in one list, each row removable. */
export function WishlistPanel() {
  const lists = { fursa: useWishlist('fursa'), igsum: useWishlist('igsum') };
  const toggles = { fursa: useToggleWishlist('fursa'), igsum: useToggleWishlist('igsum') };
  const { t } = useT();
  const loading = BUSINESS_TYPES.some((b) => lists[b].isPending);
  const failed = BUSINESS_TYPES.filter((b) => lists[b].isError);
  const rows: { brand: BusinessType; item: WishlistItem }[] = BUSINESS_TYPES.flatMap((brand) =>
    (lists[brand].data ?? []).map((item) => ({ brand, item })),
  );

  if (loading) {
    return (
      <div aria-busy className="grid gap-3">
        <span className="sr-only">{t('wishlist.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {failed.length > 0 ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-3 text-sm"
        >
          <span>
            {failed.length > 1
              ? t('wishlist.bothFailed')
              : t('wishlist.failed', { brand: BRANDS[failed[0] ?? 'fursa'].name })}
          </span>
          <Button size="sm" variant="outline" onClick={() => failed.forEach((b) => void lists[b].refetch())}>
            {t('cart.retry')}
          </Button>
        </div>
      ) : null}
      {rows.length === 0 && failed.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-line p-6 text-center">
          <Heart className="size-8 text-muted" aria-hidden />
          <p className="font-semibold">{t('wishlist.empty')}</p>
          <p className="text-sm text-muted">{t('wishlist.emptyText')}</p>
        </div>
      ) : (
        <ul aria-label={t('wishlist.items')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {rows.map(({ brand, item }) => (
            <li
              key={`${brand}-${item.id}`}
              className="flex items-center gap-3 rounded-xl border border-line p-3"
            >
              <ProductImage
                src={item.product.image_url}
                alt=""
                width={64}
                height={48}
                placeholder={brand}
                className="h-12 w-16 shrink-0 rounded-md"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{item.product.name}</p>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                  <Badge tone={brand === 'fursa' ? 'blue' : 'yellow'}>{BRANDS[brand].name}</Badge>
                  {formatMoney(item.product.price, CURRENCY_OF[brand])}
                </div>
              </div>
              <button
                type="button"
                aria-label={t('wishlist.remove', { name: item.product.name })}
                disabled={toggles[brand].isPending && toggles[brand].variables?.productId === item.product.id}
                onClick={() =>
                  toggles[brand].mutate(
                    { productId: item.product.id, saved: true },
                    {
                      onSuccess: () => toast.success(t('wishlist.removed')),
                      onError: (err) => showErrorToast(err, t('wishlist.removeFailed')),
                    },
                  )
                }
                className="grid size-10 shrink-0 place-items-center rounded-lg text-muted hover:bg-sunken hover:text-danger disabled:opacity-50"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link to={paths.fursa.href()}>{t('wishlist.browseLaptops')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={paths.igsumProducts.href()}>{t('wishlist.browseProducts')}</Link>
        </Button>
      </div>
    </div>
  );
}
