import { DeliverySettings, type UpdateDeliverySettingsBody } from '@shop/contract/delivery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** The next checkout computes its fee and offers cash on delivery by these (docs/delivery.md). */
async function saveDeliverySettings(body: UpdateDeliverySettingsBody): Promise<DeliverySettings> {
  const { data } = await api.put('/admin/settings/delivery/', body);
  return DeliverySettings.parse(data);
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliverySettings,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.deliverySettings, saved),
  });
}
