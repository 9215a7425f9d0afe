import { PaymentSettings } from '@shop/contract/mobile-money';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

async function getPaymentSettings(): Promise<PaymentSettings> {
  const { data } = await api.get('/admin/settings/payment/');
  return PaymentSettings.parse(data);
}

export function usePaymentSettings(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.paymentSettings, queryFn: getPaymentSettings, enabled });
}
