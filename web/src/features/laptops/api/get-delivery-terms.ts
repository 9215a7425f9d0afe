import type { DeliverySettings } from '@shop/contract/delivery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

async function getDeliveryTerms(): Promise<DeliverySettings> {
  const { data } = await api.get('/fursa/delivery/');
  return (await import('@shop/contract/delivery')).DeliverySettings.parse(data);
}

export const deliveryTermsQuery = queryOptions({
  queryKey: shopKeys.deliveryTerms,
  queryFn: getDeliveryTerms,
});

/** The delivery terms the admin set (docs/delivery.md), as the store advertises them. */
export function useDeliveryTerms() {
  return useQuery(deliveryTermsQuery);
}
