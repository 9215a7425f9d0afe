import type { OrderReceiptLinks } from '@shop/contract/receipt-page';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** docs/receipts.md, "The customer's copy": the links of an order's receipts, one per payment taken. */
export function useReceiptLinks(orderId: number | null) {
  return useQuery({
    queryKey: [...shopKeys.order(orderId ?? 0), 'receipt-links'] as const,
    queryFn: async () => (await api.get<OrderReceiptLinks>(`/receipts/order/${orderId}/links/`)).data.links,
    enabled: orderId !== null,
  });
}
