import { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import { CheckoutSession } from '@shop/contract/payments';
import {
  PayLinkAttemptParams,
  PayLinkClaimResponse,
  PayLinkOrder,
  PayLinkParams,
  PayLinkPushBody,
} from '@shop/contract/phone-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopUrl } from '#server/lib/shop-url.ts';
import type { PhoneOrdersService } from './service';

/**
 * docs/phone-orders.md: the payment link's API, under /api/pay-links, no sign-in: the signed
 * token is the only key, and it opens one order. Paying goes through the customer's own starts
 * (payable checks, push limits), for the order's customer.
 */
export const payLinkRoutes: FastifyPluginAsyncZod<{
  phoneOrders: PhoneOrdersService;
  publicUrl: string | undefined;
}> = async (app, { phoneOrders, publicUrl }) => {
  const tags = ['phone-orders'];
  // Never kept by a cache: the answer changes when the order is paid.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/:token/',
    {
      schema: {
        tags,
        summary: 'The one order a payment link names: items, total, what is due',
        params: PayLinkParams,
        response: { 200: PayLinkOrder },
      },
    },
    async (request) => phoneOrders.payLinkView(request.params.token),
  );

  app.post(
    '/:token/mobile-money/',
    {
      schema: {
        tags,
        summary: "A mobile money push for the link's order",
        params: PayLinkParams,
        body: PayLinkPushBody,
        response: { 201: MobileMoneyAttempt },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await phoneOrders.payLinkPush(
            request.params.token,
            request.body.phone,
            shopUrl(request, publicUrl),
          ),
        ),
  );

  app.get(
    '/:token/mobile-money/:id/',
    {
      schema: {
        tags,
        summary: "Where one of the link's order's mobile money payments stands",
        params: PayLinkAttemptParams,
        response: { 200: MobileMoneyAttempt },
      },
    },
    async (request) =>
      phoneOrders.payLinkAttempt(request.params.token, request.params.id, shopUrl(request, publicUrl)),
  );

  app.post(
    '/:token/card/',
    {
      schema: {
        tags,
        summary: "A hosted card checkout for the link's order",
        params: PayLinkParams,
        response: { 201: CheckoutSession },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await phoneOrders.payLinkCard(request.params.token, shopUrl(request, publicUrl))),
  );

  app.post(
    '/:token/claim/',
    {
      schema: {
        tags,
        summary: "Open a first-password reset for the link's customer, while their account has no password",
        params: PayLinkParams,
        response: { 200: PayLinkClaimResponse },
      },
    },
    async (request) => phoneOrders.payLinkClaim(request.params.token),
  );
};
