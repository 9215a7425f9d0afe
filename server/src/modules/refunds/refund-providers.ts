import type Stripe from 'stripe';
import type { Config } from '#server/config.ts';
import { CLICKPESA_API_URL } from '#server/modules/payments/mobile-money/clickpesa/client.ts';
import { ClickPesaPayouts } from './clickpesa-payouts';
import { DemoRefunds } from './demo-refunds';
import type { RefundProviders } from './refund-provider';
import { StripeRefunds } from './stripe-refunds';

/**
 * docs/refunds.md: who pays money back from the shop, by the provider a payment went through.
 * Stripe (its refunds), ClickPesa (its payouts) and the demo; Selcom and cash are paid back by
 * hand and recorded with a reference.
 */
export function refundProvidersOf(
  config: Pick<Config, 'payment' | 'mobileMoney'>,
  stripe: Stripe | undefined,
): RefundProviders {
  const { clickpesa } = config.mobileMoney;
  return {
    ...(config.payment.provider === 'demo' && { demo: new DemoRefunds() }),
    ...(stripe && { stripe: new StripeRefunds(stripe) }),
    ...(clickpesa && {
      clickpesa: new ClickPesaPayouts({ ...clickpesa, apiUrl: clickpesa.apiUrl ?? CLICKPESA_API_URL }),
    }),
  };
}
