import { StripeWebhookResponse } from '@shop/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { AppError } from '#server/lib/app-error.ts';
import type { PaymentsService } from './service';
import { reportedPayment } from './stripe-provider';

/**
 * Stripe's signed notifications. The signature covers the exact bytes sent, so this plugin
 * (and only this one) keeps JSON bodies raw.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  stripe: Stripe | undefined;
  webhookSecret: string | undefined;
}> = async (app, { payments, stripe, webhookSecret }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signature-verified): checkout.session.completed marks the order paid once',
        response: { 200: StripeWebhookResponse },
      },
    },
    async (request) => {
      if (!stripe || !webhookSecret) throw AppError.notFound('Stripe webhooks are not configured.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw AppError.badRequest('Missing Stripe signature or body.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw AppError.badRequest('Invalid Stripe signature.');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          if (event.data.object.payment_status === 'paid') {
            await payments.providerReportsPaid(
              'stripe',
              event.data.object.id,
              reportedPayment(event.data.object),
            );
          }
          break;
        case 'checkout.session.expired':
          await payments.providerReportsExpired('stripe', event.data.object.id);
          break;
      }
      return { received: true as const };
    },
  );
};
