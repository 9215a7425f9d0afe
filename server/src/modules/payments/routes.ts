import {
  CheckoutBody,
  CheckoutSession,
  ConfirmPaymentBody,
  PaymentConfirmation,
  type PaymentProviderName,
} from '@shop/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { shopUrl } from '../../lib/shop-url';
import { userOf } from '../../plugins/auth';
import { DemoCheckout } from './demo-checkout';
import { DemoProvider } from './demo-provider';
import { demoCheckoutRoutes } from './demo-routes';
import { demoPhoneRoutes } from './mobile-money/demo-phone-routes';
import { DemoPushProvider } from './mobile-money/demo-push';
import { mobileMoneyRoutes } from './mobile-money/routes';
import { MobileMoneyService } from './mobile-money/service';
import type { PaymentProvider } from './provider';
import { PaymentsService } from './service';
import { StripeProvider } from './stripe-provider';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

type Options = { db: Db; config: Pick<Config, 'payment' | 'publicUrl'> };

export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config }) => {
  const { payment, publicUrl } = config;
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  const stripe = payment.stripeSecretKey
    ? new Stripe(payment.stripeSecretKey, stripeApi(payment.stripeApiUrl))
    : undefined;
  const demoEnabled = payment.provider === 'demo';
  // Once a real provider is the shop's, a demo session no longer counts as paid, whatever its state.
  const byName: Partial<Record<PaymentProviderName, PaymentProvider>> = {
    ...(demoEnabled && { demo: new DemoProvider(db) }),
    ...(stripe && { stripe: new StripeProvider(stripe) }),
  };
  const active = byName[payment.provider]!;
  const payments = new PaymentsService(db, { active, byName }, app.log);
  // The demo's mobile money serves while no aggregator is configured, as its checkout does.
  const demoPush = demoEnabled ? new DemoPushProvider(db) : undefined;
  const mobileMoney = new MobileMoneyService(
    db,
    { active: demoPush, byName: { ...(demoPush && { demo: demoPush }) } },
    payments,
    app.log,
  );

  app.post(
    '/checkout/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Open a hosted checkout for the caller's pending, unpaid order",
        security,
        body: CheckoutBody,
        response: { 201: CheckoutSession },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await payments.checkout(userOf(request).id, request.body.order_id, shopUrl(request, publicUrl)),
        ),
  );

  app.post(
    '/confirm/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Ask the provider whether the session was paid; marks the order paid once',
        security,
        body: ConfirmPaymentBody,
        response: { 200: PaymentConfirmation },
      },
    },
    async (request) => payments.confirm(userOf(request).id, request.body.session_id),
  );

  await app.register(demoCheckoutRoutes, {
    prefix: '/demo',
    demo: new DemoCheckout(db, demoEnabled),
    publicUrl,
  });
  await app.register(mobileMoneyRoutes, { prefix: '/mobile-money', mobileMoney, publicUrl });
  if (demoPush) await app.register(demoPhoneRoutes, { prefix: '/demo/phone', demo: demoPush });
  await app.register(stripeWebhookRoutes, {
    prefix: '/stripe/webhook',
    payments,
    stripe,
    webhookSecret: payment.stripeWebhookSecret,
  });
};

function stripeApi(url: string | undefined): Stripe.StripeConfig | undefined {
  if (!url) return undefined;
  const { hostname, port, protocol } = new URL(url);
  return { host: hostname, port: port || undefined, protocol: protocol === 'http:' ? 'http' : 'https' };
}
