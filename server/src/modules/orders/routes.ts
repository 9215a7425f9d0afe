import { CappedListQuery, IdParams } from '@shop/contract/common';
import { ERROR_CODES } from '@shop/contract/errors';
import { CreateOrderBody, Order } from '@shop/contract/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { IdempotencyHeaders, idempotentRoute } from '#server/http/idempotency.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { OrdersService } from './service';

/** Many customers can share one public address (carrier NAT, an office), so an IP gets this many times a customer's limit. */
const ORDERS_PER_IP_FACTOR = 10;

/** The 429's reason for each brand's orders. */
const TOO_MANY = { igsum: 'tooManyBookingsTried', fursa: 'tooManyOrdersTried' } as const;

/**
 * The customer's orders, under /orders in the customer scope. ordersPerHour: tour bookings, and
 * laptop checkouts, accepted per customer and hour, each.
 */
export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  orders: OrdersService;
  ordersPerHour: number;
}> = async (app, { db, orders, ordersPerHour }) => {
  const tags = ['orders'];
  // docs/idempotency.md: the order and its key commit in one transaction, so a process dying
  // mid-order leaves both or neither.
  const keyed = idempotentRoute(db, { claimFirst: false });

  // docs/seats-and-holds.md, docs/stock.md: one account (or one address) cannot place holds
  // faster than it could pay for them. Counted in the database (the app's rate-limit store), so
  // the limits hold across API processes; bookings and laptop checkouts have counters of their own.
  const limitsOf = (what: string) => [
    app.createRateLimit({
      max: ordersPerHour,
      timeWindow: '1 hour',
      keyGenerator: (request) => `${what} user ${userOf(request).id}`,
    }),
    app.createRateLimit({
      max: ordersPerHour * ORDERS_PER_IP_FACTOR,
      timeWindow: '1 hour',
      keyGenerator: (request) => `${what} ip ${request.ip}`,
    }),
  ];
  // The booking keys keep their old names, so counters running at an upgrade carry on.
  const limits = { igsum: limitsOf('booking'), fursa: limitsOf('checkout') };
  const limitOrders = async (request: FastifyRequest<{ Body: CreateOrderBody }>) => {
    const brand = request.body.order_type;
    for (const limit of limits[brand]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        throw AppError.refused(429, ERROR_CODES.rateLimited, TOO_MANY[brand], { minutes });
      }
    }
  };

  app.post(
    '/',
    {
      // A repeat answered from its key counts no second time against the limits.
      preHandler: [keyed.preHandler, limitOrders],
      schema: {
        tags,
        summary: 'Check out the laptop cart (fursa) or book a tour (igsum); prices come from the database',
        headers: IdempotencyHeaders,
        body: CreateOrderBody,
        response: { 201: Order },
      },
    },
    async (request, reply) =>
      keyed.answer(request, reply, 201, (key) => orders.create(userOf(request).id, request.body, key)),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The caller's orders, newest first, a capped page at a time",
        querystring: CappedListQuery,
        response: { 200: z.array(Order) },
      },
    },
    async (request) => orders.list(userOf(request).id, request.query),
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags,
        summary: "One of the caller's orders",
        params: IdParams,
        response: { 200: Order },
      },
    },
    async (request) => orders.get(userOf(request).id, request.params.id),
  );

  app.post(
    '/:id/cancel/',
    {
      schema: {
        tags,
        summary: "Cancel a pending, unpaid order; a tour booking's seats go back on sale",
        params: IdParams,
        response: { 200: Order },
      },
    },
    async (request) => orders.cancel(userOf(request).id, request.params.id),
  );
};
