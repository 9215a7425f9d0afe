import { Voucher } from '@shop/contract/check-in';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** One of the caller's paid bookings' voucher; another's, or an unpaid one, answers 404. */
async function getVoucher(id: number): Promise<Voucher> {
  const { data } = await api.get(`/vouchers/${id}/`);
  return Voucher.parse(data);
}

export const voucherQuery = (id: number) =>
  queryOptions({
    queryKey: ['vouchers', id],
    queryFn: () => getVoucher(id),
    // Offline the request still goes out: the service worker answers it from this customer's copy
    // (docs/vouchers-and-check-in.md), where a paused query would show nothing.
    networkMode: 'offlineFirst',
  });

export function useVoucher(id: number) {
  return useQuery(voucherQuery(id));
}
