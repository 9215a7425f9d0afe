import type { MyStockRequest } from '@shop/contract/waitlists';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth.tsx';
import type { StockAlertTarget } from './request-stock-alert';

/** docs/back-in-stock.md: the signed-in customer's places in line and the units held for them. */
export async function getMyStockRequests(): Promise<MyStockRequest[]> {
  const { data } = await api.get('/stock-requests/mine/');
  // The schema (and zod) load with the answer, not with the laptop's page (as get-cart.ts).
  const { MyStockRequests } = await import('@shop/contract/waitlists');
  return MyStockRequests.parse(data);
}

// A plain object, not queryOptions(): the laptop's page loads this file (as discount-field's preview).
export const myStockRequestsQueryOptions = () => ({
  queryKey: ['stock-requests', 'mine'] as const,
  queryFn: getMyStockRequests,
});

/**
 * Until when a unit of `target` is held for the signed-in customer (an ISO time), or null: the
 * product reads sold out to everyone, but this customer alone can add it to the cart and buy it.
 * A visitor asks nothing (the public page is the same for everyone).
 */
export function useHeldForYou(target: StockAlertTarget): string | null {
  const { user } = useAuth();
  const { data } = useQuery({ ...myStockRequestsQueryOptions(), enabled: user !== null });
  const held = data?.find(
    (r) =>
      r.brand === target.brand &&
      r.product === target.product &&
      r.held_until !== null &&
      new Date(r.held_until).getTime() > Date.now(),
  );
  return held?.held_until ?? null;
}
