import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { CheckoutSession } from '@shop/contract/payments';
import type { PayLinkClaimResponse } from '@shop/contract/phone-orders';
import { payLinkPath } from './get-pay-link';
import { payLinkRequest } from './pay-link-fetch';

/** A mobile-money push for the link's order to `phone`. */
export async function pushForPayLink(token: string, phone: string): Promise<MobileMoneyAttempt> {
  return payLinkRequest<MobileMoneyAttempt>('POST', payLinkPath(token, 'mobile-money/'), { phone });
}

/** A hosted card checkout for the link's order. */
export async function cardForPayLink(token: string): Promise<CheckoutSession> {
  return payLinkRequest<CheckoutSession>('POST', payLinkPath(token, 'card/'));
}

/** A first-password reset for the link's customer; the answer is the reset screen's address. */
export async function claimPayLink(token: string): Promise<PayLinkClaimResponse> {
  return payLinkRequest<PayLinkClaimResponse>('POST', payLinkPath(token, 'claim/'));
}
