import { PaymentSettings } from '@shop/contract/mobile-money';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

async function getPaymentSettings(): Promise<PaymentSettings> {
  const { data } = await api.get('/admin/settings/payment/');
  return PaymentSettings.parse(data);
}

export function usePaymentSettings(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.paymentSettings, queryFn: getPaymentSettings, enabled });
}
