import { IdParams } from '@shop/contract/common';
import { CreateOrderBody, Order } from '@shop/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { userOf } from '../../plugins/auth';
import { OrdersService } from './service';

/** paymentProvider: the provider tour bookings are paid through, recorded as their payment method. */
export const orderRoutes: FastifyPluginAsyncZod<{ db: Db; paymentProvider: string }> = async (
  app,
  { db, paymentProvider },
) => {
  const orders = new OrdersService(db, paymentProvider);
  const tags = ['orders'];
  const security = [{ bearer: [] }];

  app.post(
    '/',
    {
      onRequest: app.requireUser,
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
