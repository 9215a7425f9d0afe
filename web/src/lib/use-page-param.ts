import { useCallback } from 'react';
import { useSearchParams } from '#web/lib/router/router.tsx';

/** The page an address names: its `?page=`, 1 when none or not a page. */
export function pageOf(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}

/**
 * The page of a screen's list in its address (`?page=3`, none for the first), so a reload or a
 * shared link opens the same page and Back returns to the one before (docs/lists.md).
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const setPage = useCallback(
    (next: number) => {
      if (next === pageOf(params.get('page'))) return;
      // The list turns in place: a new query alone keeps the place (app/scroll-on-navigate.tsx).
      setParams((current) => {
        const changed = new URLSearchParams(current);
        if (next > 1) changed.set('page', String(next));
        else changed.delete('page');
        return changed;
      });
    },
    [params, setParams],
  );
  return [page, setPage];
}
