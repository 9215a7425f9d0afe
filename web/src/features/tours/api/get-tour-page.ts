import { queryOptions, useQuery } from '@tanstack/react-query';
import { readOrNull } from '#web/lib/read-or-null.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** The active tour whose page is at `slug`, with its reviews and departures; null when none (docs/seo.md). */
/** The tour page's read, for the hook and for the server render (app/server-reads.ts). */
export function tourPageQuery(slug: string) {
  return queryOptions({
    queryKey: shopKeys.tourPage(slug),
    queryFn: () =>
      readOrNull(`/igsum/tours/by-slug/${encodeURIComponent(slug)}/`, async (data) =>
        (await import('@shop/contract/tours')).TourDetail.parse(data),
      ),
  });
}

export function useTourPage(slug: string) {
  return useQuery(tourPageQuery(slug));
}
