import { MOBILE_MONEY_POLL_MS, MobileMoneyAttempt } from '@shop/contract/mobile-money';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** Where the caller's attempt stands; while pending the server first asks the provider. */
async function getAttempt(id: number): Promise<MobileMoneyAttempt> {
  const { data } = await api.get(`/payments/mobile-money/${id}/`);
  return MobileMoneyAttempt.parse(data);
}

/** Asks again every MOBILE_MONEY_POLL_MS until the attempt is paid, failed or expired. */
export function useMobileMoneyAttempt(id: number) {
  return useQuery({
    queryKey: shopKeys.mobileMoneyAttempt(id),
    queryFn: () => getAttempt(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? MOBILE_MONEY_POLL_MS : false),
  });
}
