import { useCallback, useMemo } from 'react';
import { LAPTOP_PRICE_SLIDER_MAX } from '#web/config/constants.ts';
import type { LaptopFilters } from '#web/features/laptops/api/get-laptops.ts';
import { useSearchParams } from '#web/lib/router/router.tsx';

function wholeNumber(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  return Number(value);
}

function positiveInt(value: string | null): number | null {
  const n = wholeNumber(value);
  return n !== null && n > 0 ? n : null;
}

/** The filters an address names (the hook's and the server render's, app/server-reads.ts). */
export function laptopFiltersOf(params: URLSearchParams): LaptopFilters {
  const maxPrice = wholeNumber(params.get('max_price'));
  return {
    search: params.get('search')?.trim() ?? '',
    category: positiveInt(params.get('category')),
    // The slider's top means "any price".
    maxPrice: maxPrice !== null && maxPrice < LAPTOP_PRICE_SLIDER_MAX ? maxPrice : null,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export type LaptopFilterChange = Partial<Omit<LaptopFilters, 'page'>> & { page?: number };

/**
 * The shop's filters live in the URL (?search=&category=&max_price=&page=), so a filtered
 * view can be shared and survives a reload. Changing a filter goes back to page 1.
 */
export function useLaptopFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo(() => laptopFiltersOf(params), [params]);

  const setFilters = useCallback(
    (change: LaptopFilterChange) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (key: string, value: string | number | null | undefined) => {
            if (value === undefined) return;
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          };
          put('search', change.search?.trim());
          put('category', change.category);
          put(
            'max_price',
            change.maxPrice === undefined
              ? undefined
              : change.maxPrice === null || change.maxPrice >= LAPTOP_PRICE_SLIDER_MAX
                ? null
                : change.maxPrice,
          );
          put('page', change.page === undefined ? null : change.page > 1 ? change.page : null);
          return next;
        },
        // The grid updates in place: a new query alone keeps the place (app/scroll-on-navigate.tsx).
        { replace: change.search !== undefined },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setParams(new URLSearchParams());
  }, [setParams]);

  return { filters, setFilters, clearFilters };
}
