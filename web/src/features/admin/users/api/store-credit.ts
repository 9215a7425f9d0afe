import { type AdminStoreCreditBody, StoreCreditAccount } from '@shop/contract/store-credit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** docs/store-credit.md: a customer's balances and ledger, as the admin sees them. */
const creditKey = (userId: number) => [...adminKeys.customers, userId, 'store-credit'] as const;

export function useCustomerStoreCredit(userId: number) {
  return useQuery({
    queryKey: creditKey(userId),
    queryFn: async () =>
      StoreCreditAccount.parse((await api.get(`/admin/users/${userId}/store-credit/`)).data),
  });
}

/** Gives or corrects the customer's credit with a reason; the answer is their account anew. */
export function useGiveStoreCredit(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminStoreCreditBody) =>
      StoreCreditAccount.parse((await api.post(`/admin/users/${userId}/store-credit/`, body)).data),
    onSuccess: (account) => queryClient.setQueryData(creditKey(userId), account),
  });
}
