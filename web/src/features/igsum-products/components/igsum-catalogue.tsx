import type { CatalogProduct } from '@shop/contract/catalog';
import { PackageSearch, RefreshCw, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { SEARCH_DEBOUNCE_MS } from '#web/config/constants.ts';
import { useIgsumProductCategories } from '#web/features/igsum-products/api/get-igsum-product-categories.ts';
import {
  IGSUM_PAGE_SIZE,
  igsumFiltersOf,
  useIgsumProducts,
} from '#web/features/igsum-products/api/get-igsum-products.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatCount } from '#web/lib/format.ts';
import { useSearchParams } from '#web/lib/router/router.tsx';
import { IgsumProductCard } from './igsum-product-card';

/** The cards' wishlist hearts, composed by the screen. */
type WishlistHearts = {
  isSaved: (productId: number) => boolean;
  isBusy: (productId: number) => boolean;
  onToggle: (product: CatalogProduct) => void;
};

/** Search, category and page live in the URL, so a filtered list can be shared and survives reload. */
export function IgsumCatalogue({ hearts }: { hearts: WishlistHearts }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { search, category, page } = igsumFiltersOf(params);
  const [draft, setDraft] = useState(search);

  const products = useIgsumProducts({ search, category, page });
  const categories = useIgsumProductCategories();

  function setParam(name: string, value: string | undefined) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  }

  // The box updates the URL after a pause in typing, not on every key.
  useEffect(() => {
    const value = draft.trim();
    if (value === search) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('search', value);
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search, setParams]);

  const data = products.data;
  const { t } = useT();

  return (
    <div>
      <search className="grid gap-4 rounded-2xl border border-line bg-raised p-4 shadow-sm sm:grid-cols-[1fr_16rem] sm:p-5">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-search`}>{t('igsum.search')}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-muted" aria-hidden />
            <Input
              id={`${id}-search`}
              type="search"
              value={draft}
              placeholder={t('igsum.searchHint')}
              onChange={(e) => setDraft(e.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>{t('igsum.category')}</Label>
          <select
            id={`${id}-category`}
            value={category ?? ''}
            onChange={(e) => setParam('category', e.target.value || undefined)}
            className="h-11 w-full rounded-lg border border-line bg-raised px-3 text-base text-ink"
          >
            <option value="">{t('igsum.allCategories')}</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </search>

      <p role="status" className="mt-6 min-h-6 text-sm text-muted">
        {data
          ? t('igsum.showing', { shown: data.results.length, count: formatCount(data.count) })
          : products.isPending
            ? t('igsum.loading')
            : ''}
      </p>

      {products.isPending ? (
        <ul
          aria-busy="true"
          aria-label={t('igsum.loading')}
          className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className="h-[30rem] animate-pulse rounded-2xl bg-sunken" />
          ))}
        </ul>
      ) : products.isError ? (
        <div role="alert" className="mt-4 rounded-2xl border border-line bg-raised p-8 text-center">
          <p className="font-semibold text-ink">{t('igsum.loadFailed')}</p>
          <p className="mt-1 text-sm text-muted">
            {toApiError(products.error, t('fursa.error.failed')).message}
          </p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => void products.refetch()}
            disabled={products.isFetching}
          >
            <RefreshCw aria-hidden />
            {t('shop.retry')}
          </Button>
        </div>
      ) : !data || data.results.length === 0 ? (
        <div className="mt-4 grid justify-items-center rounded-2xl border border-line bg-raised p-10 text-center">
          <PackageSearch className="size-10 text-muted" aria-hidden />
          <h2 className="mt-3 font-display text-xl font-bold text-ink">{t('igsum.none')}</h2>
          <p className="mt-1 text-sm text-muted">{t('igsum.tryOther')}</p>
          {search || category ? (
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => {
                setDraft('');
                setParams({}, { replace: true });
              }}
            >
              {t('fursa.filters.clear')}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <ul
            aria-busy={products.isFetching || undefined}
            className="mt-4 grid gap-5 transition-opacity aria-busy:opacity-70 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          >
            {data.results.map((product, i) => (
              <li key={product.id}>
                <IgsumProductCard
                  product={product}
                  saved={hearts.isSaved(product.id)}
                  wishlistBusy={hearts.isBusy(product.id)}
                  onToggleWishlist={hearts.onToggle}
                  eagerImage={i < 4}
                />
              </li>
            ))}
          </ul>
          <Pager
            label={t('fursa.grid.pages')}
            page={page}
            pageSize={IGSUM_PAGE_SIZE}
            count={data.count}
            rows={data.results.length}
            onPage={(to) => setParam('page', to > 1 ? String(to) : undefined)}
            linked
            className="mt-8 justify-center"
          />
        </>
      )}
    </div>
  );
}
