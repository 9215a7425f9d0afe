import type { BusinessType } from '@shop/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readOrNull } from '#web/lib/read-or-null.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/**
 * The active product of `brand` whose page is at `slug`, with its reviews; null when there is
 * none (docs/seo.md). Both brands' pages read their products so.
 */
/** The item page's read, for the hook and for the server render (app/server-reads.ts). */
export function productPageQuery(brand: BusinessType, slug: string) {
  const path = brand === 'fursa' ? '/fursa' : '/igsum';
  return queryOptions({
    queryKey: shopKeys.productPage(brand, slug),
    queryFn: () =>
      readOrNull(`${path}/products/by-slug/${encodeURIComponent(slug)}/`, async (data) =>
        (await import('@shop/contract/catalog')).CatalogProductDetail.parse(data),
      ),
  });
}

export function useProductPage(brand: BusinessType, slug: string) {
  return useQuery(productPageQuery(brand, slug));
}
