import { useQuery } from '@tanstack/react-query';
import { readOrNull } from '#web/lib/read-or-null.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** The active tour whose page is at `slug`, with its reviews and departures; null when none (docs/seo.md). */
export function useTourPage(slug: string) {
  return useQuery({
    queryKey: shopKeys.tourPage(slug),
    queryFn: () =>
      readOrNull(`/igsum/tours/by-slug/${encodeURIComponent(slug)}/`, async (data) =>
        (await import('@shop/contract/tours')).TourDetail.parse(data),
      ),
  });
}
