import type { PaymentProviderName } from '@shop/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { DemoCheckout } from './demo-checkout';
import { DemoProvider } from './demo-provider';
import { pushProvidersOf } from './mobile-money/push-providers';
import { MobileMoneyService } from './mobile-money/service';
import type { PaymentProvider } from './provider';
import { providerFacingUrl } from './return-urls';
import { PaymentsService } from './service';
import { StripeProvider } from './stripe-provider';

export type PaymentConfig = Pick<Config, 'payment' | 'mobileMoney' | 'publicUrl' | 'host' | 'port'>;

export type PaymentServices = Awaited<ReturnType<typeof paymentServices>>;

/** The payment services one API process runs, from its settings (docs/payments.md). */
export async function paymentServices(db: Db, config: PaymentConfig, log: FastifyBaseLogger) {
  const { payment } = config;
  // Loaded only when configured: Stripe's SDK is hundreds of modules a shop without it never runs.
  const stripe = payment.stripeSecretKey
    ? new (await import('stripe')).default(payment.stripeSecretKey, stripeApi(payment.stripeApiUrl))
    : undefined;
  const demoEnabled = payment.provider === 'demo';
  // Once a real provider is the shop's, a demo session no longer counts as paid, whatever its state.
  const byName: Partial<Record<PaymentProviderName, PaymentProvider>> = {
    ...(demoEnabled && { demo: new DemoProvider(db) }),
    ...(stripe && { stripe: new StripeProvider(stripe) }),
  };
  const { demo: demoPush, providers } = pushProvidersOf(db, config);
  const payments = new PaymentsService(
    db,
    { active: byName[payment.provider]!, byName },
    log,
    providers.byName,
  );
  const mobileMoney = new MobileMoneyService(db, providers, payments, log, providerFacingUrl(config));
  const demoCheckout = new DemoCheckout(db, demoEnabled);
  return { stripe, payments, demoPush, demoCheckout, mobileMoney };
}

function stripeApi(url: string | undefined): Stripe.StripeConfig | undefined {
  if (!url) return undefined;
  const { hostname, port, protocol } = new URL(url);
  return { host: hostname, port: port || undefined, protocol: protocol === 'http:' ? 'http' : 'https' };
}
