import { IdParams } from '@shop/contract/common';
import { MobileMoneyAttempt, StartMobileMoneyBody } from '@shop/contract/mobile-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '#server/http/current-user.ts';
import { IdempotencyHeaders, type idempotentRoute } from '#server/http/idempotency.ts';
import { shopUrl } from '#server/lib/shop-url.ts';
import type { MobileMoneyService } from './service';

const CallbackParams = z.object({ provider: z.string().max(20) });

/**
 * docs/payments.md: the customer's mobile-money payments, under /payments/mobile-money. `keyed`:
 * the payments' Idempotency-Key hooks (docs/idempotency.md), claimed before the push is sent.
 */
export const mobileMoneyRoutes: FastifyPluginAsyncZod<{
  mobileMoney: MobileMoneyService;
  publicUrl: string | undefined;
  keyed: ReturnType<typeof idempotentRoute>;
}> = async (app, { mobileMoney, publicUrl, keyed }) => {
  const tags = ['payments'];

  app.post(
    '/',
    {
      preHandler: keyed.preHandler,
      onSend: keyed.onSend,
      schema: {
        tags,
        summary: "Send a mobile money push for the caller's pending, unpaid order",
        headers: IdempotencyHeaders,
        body: StartMobileMoneyBody,
        response: { 201: MobileMoneyAttempt },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await mobileMoney.start(userOf(request).id, request.body, shopUrl(request, publicUrl))),
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags,
        summary: "Where the caller's mobile money payment stands (asks the provider while pending)",
        params: IdParams,
        response: { 200: MobileMoneyAttempt },
      },
    },
    async (request) => mobileMoney.view(userOf(request).id, request.params.id, shopUrl(request, publicUrl)),
  );
};

/** The aggregators' callbacks, under /payments/mobile-money/callback. */
export const mobileMoneyCallbackRoutes: FastifyPluginAsyncZod<{ mobileMoney: MobileMoneyService }> = async (
  app,
  { mobileMoney },
) => {
  // Aggregators sign the exact bytes they send, so callbacks are read raw, whatever their type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/:provider/',
    {
      schema: {
        tags: ['payments'],
        summary: 'An aggregator callback (signature-verified); it only prompts a status check',
        params: CallbackParams,
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      await mobileMoney.callback(
        request.params.provider,
        typeof request.body === 'string' ? request.body : '',
        request.headers as Record<string, string | undefined>,
      );
      return { received: true as const };
    },
  );
};
