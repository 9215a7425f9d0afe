import { PaymentSettings, type UpdatePaymentSettingsBody } from '@shop/contract/mobile-money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** Mobile money attempts started from now on charge USD orders at this rate (docs/payments.md). */
async function savePaymentSettings(body: UpdatePaymentSettingsBody): Promise<PaymentSettings> {
  const { data } = await api.put('/admin/settings/payment/', body);
  return PaymentSettings.parse(data);
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.paymentSettings, saved),
  });
}
