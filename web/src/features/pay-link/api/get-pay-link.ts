import { MOBILE_MONEY_POLL_MS } from '@shop/contract/constants';
import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { PayLinkOrder } from '@shop/contract/phone-orders';
import { useQuery } from '@tanstack/react-query';
import { isApiRequestError } from '#web/lib/api-request-error.ts';
import { payLinkRequest } from './pay-link-fetch';

/** The link's token as a path segment of /api/pay-links/. */
export const payLinkPath = (token: string, rest = '') => `/pay-links/${encodeURIComponent(token)}/${rest}`;

/** A token the shop did not make, or made more than PAY_LINK_DAYS ago: asking again will not help. */
export const isPayLinkMissing = (error: unknown) =>
  isApiRequestError(error) && [400, 404].includes(error.response?.status ?? 0);

/**
 * The one order a payment link names; no session is sent (the token is the only key). Typed, not
 * parsed with the contract's schema: zod would come with a page a customer lands on from an SMS.
 */
export function usePayLink(token: string) {
  return useQuery({
    queryKey: ['pay-links', token] as const,
    queryFn: () => payLinkRequest<PayLinkOrder>('GET', payLinkPath(token)),
    retry: (failures, error) => !isPayLinkMissing(error) && failures < 2,
  });
}

/** The link's push, asked about every MOBILE_MONEY_POLL_MS until it is paid, failed or expired. */
export function usePayLinkAttempt(token: string, attempt: MobileMoneyAttempt | null) {
  return useQuery({
    queryKey: ['pay-links', token, 'attempt', attempt?.id] as const,
    enabled: attempt !== null,
    initialData: attempt ?? undefined,
    queryFn: () =>
      payLinkRequest<MobileMoneyAttempt>('GET', payLinkPath(token, `mobile-money/${attempt!.id}/`)),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? MOBILE_MONEY_POLL_MS : false),
  });
}
