import { PaymentSettings } from '@shop/contract/mobile-money';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** Today's USD -> TZS rate (docs/payments.md), asked for only when mobile money is chosen. */
async function getMobileMoneyRate(): Promise<PaymentSettings> {
  const { data } = await api.get('/payments/mobile-money/rate/');
  return PaymentSettings.parse(data);
}

export function useMobileMoneyRate(enabled: boolean) {
  return useQuery({ queryKey: shopKeys.mobileMoneyRate, queryFn: getMobileMoneyRate, enabled });
}
