import { DeliverySettings } from '@shop/contract/delivery';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

async function getDeliverySettings(): Promise<DeliverySettings> {
  const { data } = await api.get('/admin/settings/delivery/');
  return DeliverySettings.parse(data);
}

export function useDeliverySettings(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.deliverySettings, queryFn: getDeliverySettings, enabled });
}
