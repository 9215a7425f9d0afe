import { PaymentSettings } from '@shop/contract/mobile-money';
import {
  CheckoutBody,
  CheckoutSession,
  ConfirmPaymentBody,
  PaymentConfirmation,
} from '@shop/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { shopUrl } from '../../lib/shop-url';
import { userOf } from '../../plugins/auth';
import { readPaymentSettings } from '../settings/payment-settings';
import { DemoCheckout } from './demo-checkout';
import { demoCheckoutRoutes } from './demo-routes';
import { demoPhoneRoutes } from './mobile-money/demo-phone-routes';
import { reconcileInBackground } from './mobile-money/reconciler';
import { mobileMoneyRoutes } from './mobile-money/routes';
import type { PaymentConfig, PaymentServices } from './payment-services';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

/** `services`: built once by app.ts, which shares them with the routes that close payments (orders). */
type Options = { db: Db; config: Pick<Config, 'publicUrl'> & PaymentConfig; services: PaymentServices };

export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config, services }) => {
  const { payment, publicUrl } = config;
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  const { stripe, demoEnabled, payments, demoPush, mobileMoney } = services;
  if (config.mobileMoney.reconcileSeconds > 0) {
    reconcileInBackground(app, mobileMoney, config.mobileMoney.reconcileSeconds);
  }

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

  // docs/payments.md: a tour's customer sees the TZS amount before choosing to pay by mobile money.
  app.get(
    '/mobile-money/rate/',
    {
      schema: {
        tags,
        summary: "Today's USD to TZS rate for mobile-money payments of tours",
        response: { 200: PaymentSettings },
      },
    },
    async () => readPaymentSettings(db),
  );

  await app.register(demoCheckoutRoutes, {
    prefix: '/demo',
    demo: new DemoCheckout(db, demoEnabled),
    publicUrl,
  });
  await app.register(mobileMoneyRoutes, { prefix: '/mobile-money', mobileMoney, publicUrl });
  if (demoPush) {
    await app.register(demoPhoneRoutes, { prefix: '/demo/phone', demo: demoPush, mobileMoney });
  }
  await app.register(stripeWebhookRoutes, {
    prefix: '/stripe/webhook',
    payments,
    stripe,
    webhookSecret: payment.stripeWebhookSecret,
  });
};
