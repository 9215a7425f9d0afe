import { PaymentSettings } from '@shop/contract/mobile-money';
import {
  CheckoutBody,
  CheckoutSession,
  ConfirmPaymentBody,
  PaymentConfirmation,
} from '@shop/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { IdempotencyHeaders, idempotentRoute } from '#server/http/idempotency.ts';
import { shopUrl } from '#server/lib/shop-url.ts';
import { readPaymentSettings } from '#server/modules/settings/payment-settings.ts';
import { demoCheckoutRoutes } from './demo-routes';
import { demoPhoneRoutes } from './mobile-money/demo-phone-routes';
import { mobileMoneyCallbackRoutes, mobileMoneyRoutes } from './mobile-money/routes';
import type { PaymentServices } from './payment-services';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

/** `services`: built once by services.ts, which shares them with the routes that close payments (orders). */
type Options = {
  services: PaymentServices;
  publicUrl: string | undefined;
};

/** The customer's payments, under /payments in the customer scope (docs/payments.md). */
export const paymentRoutes: FastifyPluginAsyncZod<Options & { db: Db }> = async (
  app,
  { db, services, publicUrl },
) => {
  const tags = ['payments'];
  const { payments, mobileMoney } = services;
  // docs/idempotency.md: a session is opened at the provider, outside any transaction, so the key
  // is claimed before and settled by the answer.
  const keyed = idempotentRoute(db, { claimFirst: true });

  app.post(
    '/checkout/',
    {
      preHandler: keyed.preHandler,
      onSend: keyed.onSend,
      schema: {
        tags,
        summary: "Open a hosted checkout for the caller's pending, unpaid order",
        headers: IdempotencyHeaders,
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
      schema: {
        tags,
        summary: 'Ask the provider whether the session was paid; marks the order paid once',
        body: ConfirmPaymentBody,
        response: { 200: PaymentConfirmation },
      },
    },
    async (request) => payments.confirm(userOf(request).id, request.body.session_id),
  );

  await app.register(mobileMoneyRoutes, { prefix: '/mobile-money', mobileMoney, publicUrl, keyed });
};

/**
 * What providers and the demo pages call, and the public rate, under /payments: each proves
 * itself (a signature, a session id) rather than a customer's token.
 */
export const paymentCallbackRoutes: FastifyPluginAsyncZod<
  Options & { db: Db; stripeWebhookSecret: string | undefined }
> = async (app, { db, services, publicUrl, stripeWebhookSecret }) => {
  const { stripe, payments, demoPush, demoCheckout, mobileMoney } = services;

  // docs/payments.md: a tour's customer sees the TZS amount before choosing to pay by mobile money.
  app.get(
    '/mobile-money/rate/',
    {
      schema: {
        tags: ['payments'],
        summary: "Today's USD to TZS rate for mobile-money payments of tours",
        response: { 200: PaymentSettings },
      },
    },
    async () => readPaymentSettings(db),
  );

  await app.register(demoCheckoutRoutes, { prefix: '/demo', demo: demoCheckout, publicUrl });
  await app.register(mobileMoneyCallbackRoutes, { prefix: '/mobile-money/callback', mobileMoney });
  if (demoPush) {
    await app.register(demoPhoneRoutes, { prefix: '/demo/phone', demo: demoPush, mobileMoney });
  }
  await app.register(stripeWebhookRoutes, {
    prefix: '/stripe/webhook',
    payments,
    stripe,
    webhookSecret: stripeWebhookSecret,
  });
};
