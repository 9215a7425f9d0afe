import { MOBILE_MONEY_POLL_MS } from '@shop/contract/constants';
import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { PayLinkOrder } from '@shop/contract/phone-orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { isApiRequestError } from '#web/lib/api-request-error.ts';

/** The link's token as a path segment of /api/pay-links/. */
export const payLinkPath = (token: string, rest = '') => `/pay-links/${encodeURIComponent(token)}/${rest}`;

/** No session is sent or renewed: the link's token is the only key (docs/phone-orders.md). */
export const NO_SESSION = { skipAuth: true, authRedirect: false } as const;

/** A token the shop did not make, or made more than PAY_LINK_DAYS ago: asking again will not help. */
export const isPayLinkMissing = (error: unknown) =>
  isApiRequestError(error) && [400, 404].includes(error.response?.status ?? 0);

/**
 * The one order a payment link names. Typed, not parsed with the contract's schema: zod would
 * come with a page a customer lands on from an SMS.
 */
export function usePayLink(token: string) {
  return useQuery({
    queryKey: ['pay-links', token] as const,
    queryFn: async () => (await api.get<PayLinkOrder>(payLinkPath(token), NO_SESSION)).data,
    retry: (failures, error) => !isPayLinkMissing(error) && failures < 2,
  });
}

/** The link's push, asked about every MOBILE_MONEY_POLL_MS until it is paid, failed or expired. */
export function usePayLinkAttempt(token: string, attempt: MobileMoneyAttempt | null) {
  return useQuery({
    queryKey: ['pay-links', token, 'attempt', attempt?.id] as const,
    enabled: attempt !== null,
    initialData: attempt ?? undefined,
    queryFn: async () =>
      (await api.get<MobileMoneyAttempt>(payLinkPath(token, `mobile-money/${attempt!.id}/`), NO_SESSION))
        .data,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? MOBILE_MONEY_POLL_MS : false),
  });
}
