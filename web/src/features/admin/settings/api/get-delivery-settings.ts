import { DeliverySettings } from '@shop/contract/delivery';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

async function getDeliverySettings(): Promise<DeliverySettings> {
  const { data } = await api.get('/admin/settings/delivery/');
  return DeliverySettings.parse(data);
}

export function useDeliverySettings(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.deliverySettings, queryFn: getDeliverySettings, enabled });
}
