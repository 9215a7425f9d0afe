import {
  AdminListOrdersQuery,
  AdminOrder,
  AdminOrderPage,
  AdminPaymentParams,
  AdminStats,
  AdminStockCheck,
} from '@shop/contract/admin-orders';
import { IdParams } from '@shop/contract/common';
import { OrderStatusBody, OrderStatusResponse } from '@shop/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { userOf } from '../../plugins/auth';
import { AdminOrdersService } from './service';
import { adminStats } from './stats';

/**
 * Admin order management and the overview figures. Registered without a prefix because
 * these paths are spread over /admin/ and /orders/ (docs/roles-and-ownership.md).
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Db; backupsScheduled: boolean }> = async (
  app,
  { db, backupsScheduled },
) => {
  const adminOrders = new AdminOrdersService(db);
  const tags = ['admin: orders'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/stats/',
    { schema: { tags, summary: 'Overview figures', security, response: { 200: AdminStats } } },
    async () => adminStats(db, backupsScheduled),
  );

  app.get(
    '/admin/orders/',
    {
      schema: {
        tags,
        summary: 'All orders, newest first, with filters',
        security,
        querystring: AdminListOrdersQuery,
        response: { 200: AdminOrderPage },
      },
    },
    async (request) => adminOrders.list(request.query),
  );

  app.get(
    '/admin/orders/:id/stock-check/',
    {
      schema: {
        tags,
        summary: 'Lines that would be short if the order were marked sold now',
        security,
        params: IdParams,
        response: { 200: AdminStockCheck },
      },
    },
    async (request) => adminOrders.stockCheck(request.params.id),
  );

  app.get(
    '/orders/admin/:id/',
    {
      schema: {
        tags,
        summary: 'One order with its payments',
        security,
        params: IdParams,
        response: { 200: AdminOrder },
      },
    },
    async (request) => adminOrders.get(request.params.id),
  );

  app.post(
    '/orders/admin/:id/payments/:payment_id/refunded/',
    {
      schema: {
        tags,
        summary: 'Record that the refund due on a payment was sent',
        security,
        params: AdminPaymentParams,
        response: { 200: AdminOrder },
      },
    },
    async (request) =>
      adminOrders.markRefunded(userOf(request), request.params.id, request.params.payment_id),
  );

  const statusRoute = {
    schema: {
      tags,
      summary: 'Set the status; sold deducts stock once, cancelled gives back stock and seats',
      security,
      params: IdParams,
      body: OrderStatusBody,
      response: { 200: OrderStatusResponse },
    },
  };
  for (const path of ['/orders/admin/:id/', '/orders/:id/status/']) {
    app.put(path, statusRoute, async (request) =>
      adminOrders.setStatus(userOf(request), request.params.id, request.body),
    );
  }
};
