import {
  type CreateReturnBody,
  OrderReturns,
  RETURN_PHOTO_FIELD,
  ReturnRequest,
} from '@shop/contract/returns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

const returnsKey = (orderId: number) => [...shopKeys.order(orderId), 'returns'] as const;

/** docs/returns.md: an order's return requests and what each line may still claim today. */
export function useOrderReturns(orderId: number) {
  return useQuery({
    queryKey: returnsKey(orderId),
    queryFn: async () => OrderReturns.parse((await api.get(`/orders/${orderId}/returns/`)).data),
  });
}

export type CreateReturnRequest = { orderId: number; itemId: number; body: CreateReturnBody; photos: File[] };

/** The request as a form, so its photos travel with it (docs/uploads.md). */
async function createReturn({ orderId, itemId, body, photos }: CreateReturnRequest) {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) form.set(field, String(value));
  for (const photo of photos) form.append(RETURN_PHOTO_FIELD, photo);
  const { data } = await api.post(`/orders/${orderId}/items/${itemId}/returns/`, form);
  return ReturnRequest.parse(data);
}

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    // The order's timeline gains the step too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.orders }),
  });
}
