import { AdminPaymentParams } from '@shop/contract/admin-orders';
import { IdParams } from '@shop/contract/common';
import {
  AdminBookingRefundBody,
  AdminRefundBody,
  AdminRefundsAttention,
  OrderRefunds,
  Refund,
} from '@shop/contract/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '#server/http/current-user.ts';
import type { RefundsService } from './refund-service';

/** docs/refunds.md: an admin's refunds, under /api/admin (the admin guard's scope). */
export const adminRefundRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (
  app,
  { refunds },
) => {
  const tags = ['admin: refunds'];

  app.get(
    '/orders/:id/refunds/',
    {
      schema: {
        tags,
        summary: "An order's refunds, newest first, and what each of its payments may still give back",
        params: IdParams,
        response: { 200: OrderRefunds },
      },
    },
    async (request) => refunds.orderRefunds(request.params.id),
  );

  app.post(
    '/orders/:id/payments/:payment_id/refunds/',
    {
      schema: {
        tags,
        summary:
          'Refund a payment, all or part, through its provider or recorded as sent by hand; never more than it still holds',
        params: AdminPaymentParams,
        body: AdminRefundBody,
        response: { 201: Refund },
      },
    },
    async (request, reply) => {
      const refund = await refunds.refundPayment(
        userOf(request),
        request.params.id,
        request.params.payment_id,
        request.body,
      );
      return reply.code(201).send(refund);
    },
  );

  app.post(
    '/tour-bookings/:id/refunds/',
    {
      schema: {
        tags,
        summary:
          "Pay a cancelled booking's refund due back off its payments, through their providers or by hand",
        params: IdParams,
        body: AdminBookingRefundBody,
        response: { 201: z.array(Refund) },
      },
    },
    async (request, reply) => {
      const made = await refunds.refundBooking(userOf(request), request.params.id, request.body);
      return reply.code(201).send(made);
    },
  );

  app.get(
    '/refunds/attention/',
    {
      schema: {
        tags,
        summary: 'Refunds that failed, or are still open an hour after they were asked for',
        response: { 200: AdminRefundsAttention },
      },
    },
    async () => ({ results: await refunds.attention() }),
  );
};
