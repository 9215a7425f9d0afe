import type { ReceiptPage } from '@shop/contract/receipt-page';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { isApiRequestError } from '#web/lib/api-request-error.ts';

/** A token no receipt has (changed, cut short): asking again will not find it. */
export const isReceiptMissing = (error: unknown) =>
  isApiRequestError(error) && [400, 404].includes(error.response?.status ?? 0);

/**
 * docs/receipts.md, "The customer's copy": one receipt by its link's token, for whoever holds the
 * link, so no session is sent or renewed. Typed, not parsed with the contract's schema: zod would
 * come with a page a visitor lands on from a message.
 */
export function useReceiptPage(token: string) {
  return useQuery({
    queryKey: ['receipts', 'page', token] as const,
    queryFn: async () =>
      (
        await api.get<ReceiptPage>(`/receipts/view/${encodeURIComponent(token)}/`, {
          skipAuth: true,
          authRedirect: false,
        })
      ).data,
    retry: (failures, error) => !isReceiptMissing(error) && failures < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
