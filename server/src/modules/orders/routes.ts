import { IdParams } from '@shop/contract/common';
import { ERROR_CODES } from '@shop/contract/errors';
import { CreateOrderBody, Order } from '@shop/contract/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { userOf } from '../../plugins/auth';
import type { PaymentsService } from '../payments/service';
import { OrdersService } from './service';

/** Many customers can share one public address (carrier NAT, an office), so an IP gets this many times a customer's limit. */
const BOOKINGS_PER_IP_FACTOR = 10;

/**
 * paymentProvider: the provider tour bookings are paid through, recorded as their payment method.
 * payments: closes a cancelled order's checkouts and pushes at their providers.
 * bookingsPerHour: tour bookings accepted per customer and hour.
 */
export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  paymentProvider: string;
  payments: PaymentsService;
  bookingsPerHour: number;
}> = async (app, { db, paymentProvider, payments, bookingsPerHour }) => {
  const orders = new OrdersService(db, paymentProvider, payments);
  const tags = ['orders'];
  const security = [{ bearer: [] }];

  // Counted in the database (the app's rate-limit store), so the limits hold across API processes.
  const limits = [
    app.createRateLimit({
      max: bookingsPerHour,
      timeWindow: '1 hour',
      keyGenerator: (request) => `booking user ${userOf(request).id}`,
    }),
    app.createRateLimit({
      max: bookingsPerHour * BOOKINGS_PER_IP_FACTOR,
      timeWindow: '1 hour',
      keyGenerator: (request) => `booking ip ${request.ip}`,
    }),
  ];
  const limitBookings = async (request: FastifyRequest<{ Body: CreateOrderBody }>) => {
    if (request.body.order_type !== 'igsum') return;
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        throw new AppError(
          429,
          ERROR_CODES.rateLimited,
          `Too many bookings. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        );
      }
    }
  };

  app.post(
    '/',
    {
      onRequest: app.requireUser,
      preHandler: limitBookings,
      schema: {
        tags,
        summary: 'Check out the laptop cart (fursa) or book a tour (igsum); prices come from the database',
        security,
        body: CreateOrderBody,
        response: { 201: Order },
      },
    },
    async (request, reply) => reply.status(201).send(await orders.create(userOf(request).id, request.body)),
  );

  app.get(
    '/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The caller's orders, newest first",
        security,
        response: { 200: z.array(Order) },
      },
    },
    async (request) => orders.list(userOf(request).id),
  );

  app.get(
    '/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "One of the caller's orders",
        security,
        params: IdParams,
        response: { 200: Order },
      },
    },
    async (request) => orders.get(userOf(request).id, request.params.id),
  );

  app.post(
    '/:id/cancel/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Cancel a pending, unpaid order; a tour booking's seats go back on sale",
        security,
        params: IdParams,
        response: { 200: Order },
      },
    },
    async (request) => orders.cancel(userOf(request).id, request.params.id),
  );
};
