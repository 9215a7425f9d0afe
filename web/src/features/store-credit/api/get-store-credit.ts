import type { StoreCreditAccount } from '@shop/contract/store-credit';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** docs/store-credit.md: the signed-in customer's balances and newest ledger entries. */
export const storeCreditKey = ['account', 'store-credit'] as const;

async function getStoreCredit(): Promise<StoreCreditAccount> {
  const { data } = await api.get('/account/store-credit/');
  // The schema comes with the dashboard's own chunk, not the first visit's.
  return (await import('@shop/contract/store-credit')).StoreCreditAccount.parse(data);
}

export function useStoreCredit() {
  // A checkout may have spent some, or an admin given some, since the last look.
  return useQuery({ queryKey: storeCreditKey, queryFn: getStoreCredit, staleTime: 0 });
}
