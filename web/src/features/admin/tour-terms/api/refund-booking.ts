import { Refund } from '@shop/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

/** docs/refunds.md, "Tour bookings": a cancelled booking's refund due, paid back through its payments' providers. */
async function refundBooking(order: number) {
  const { data } = await api.post(`/admin/tour-bookings/${order}/refunds/`, { method: 'provider' });
  return z.array(Refund).parse(data);
}

export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundBooking,
    onSuccess: (_refunds, order) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tourTermsKeys.booking(order) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.order(order) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
