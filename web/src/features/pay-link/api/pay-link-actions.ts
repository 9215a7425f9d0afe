import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { CheckoutSession } from '@shop/contract/payments';
import type { PayLinkClaimResponse } from '@shop/contract/phone-orders';
import { api } from '#web/lib/api-client.ts';
import { NO_SESSION, payLinkPath } from './get-pay-link';

/** A mobile-money push for the link's order to `phone`. */
export async function pushForPayLink(token: string, phone: string): Promise<MobileMoneyAttempt> {
  return (await api.post<MobileMoneyAttempt>(payLinkPath(token, 'mobile-money/'), { phone }, NO_SESSION))
    .data;
}

/** A hosted card checkout for the link's order. */
export async function cardForPayLink(token: string): Promise<CheckoutSession> {
  return (await api.post<CheckoutSession>(payLinkPath(token, 'card/'), undefined, NO_SESSION)).data;
}

/** A first-password reset for the link's customer; the answer is the reset screen's address. */
export async function claimPayLink(token: string): Promise<PayLinkClaimResponse> {
  return (await api.post<PayLinkClaimResponse>(payLinkPath(token, 'claim/'), undefined, NO_SESSION)).data;
}
