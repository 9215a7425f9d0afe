import { useCallback } from 'react';
import { useSearchParams } from '#web/lib/router/router.tsx';

/**
 * One value of the address's query (`?booking=12`), and a setter that keeps the others (the tab):
 * a reload or a shared link opens the same booking or departure (docs/admin-dashboard.md).
 */
export function useSearchValue(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      }),
    [name, setParams],
  );
  return [params.get(name), set];
}

/** A positive id from the address, or null for none or anything else. */
export function idOf(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
