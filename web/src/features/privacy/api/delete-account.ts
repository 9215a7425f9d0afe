import type { AccountDeleteBody, AccountDeleteResponse } from '@shop/contract/privacy';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** docs/privacy.md, "Deletion": the account goes with its password typed again. */
export async function deleteAccount(body: AccountDeleteBody): Promise<AccountDeleteResponse> {
  const { data } = await api.post('/account/delete/', body);
  return (await import('@shop/contract/privacy')).AccountDeleteResponse.parse(data);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
