import { CancelQuote } from '@shop/contract/tour-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

/** What cancelling today costs under the booking's tiers, or with the fee waived. */
export async function getCancelQuote(order: number, waiveFee: boolean) {
  const { data } = await api.get(`/admin/tour-bookings/${order}/cancel/`, {
    params: { waive_fee: String(waiveFee) },
  });
  return CancelQuote.parse(data);
}

export const cancelQuoteQuery = (order: number, waiveFee: boolean) =>
  queryOptions({
    queryKey: tourTermsKeys.cancelQuote(order, waiveFee),
    queryFn: () => getCancelQuote(order, waiveFee),
    // Days before departure move at Dar es Salaam's midnight: always ask afresh.
    staleTime: 0,
  });

export function useCancelQuote(order: number, waiveFee: boolean) {
  return useQuery(cancelQuoteQuery(order, waiveFee));
}
