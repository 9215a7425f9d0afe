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
import type { BackupConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { recordPersonalDataView } from '#server/http/personal-data-views.ts';
import { AdminOrdersService, type PaymentsClosing } from './service';
import { adminStats } from './stats';

/** Admin order management and the overview figures, under /admin (docs/roles-and-ownership.md). */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  dailyBackup: BackupConfig['daily'];
  reconcileSeconds: number;
  /** A cancel closes the order's checkouts and pushes at their providers (docs/payments.md). */
  payments: PaymentsClosing;
}> = async (app, { db, dailyBackup, reconcileSeconds, payments }) => {
  const adminOrders = new AdminOrdersService(db, payments);
  const tags = ['admin: orders'];

  app.get(
    '/stats/',
    { schema: { tags, summary: 'Overview figures', response: { 200: AdminStats } } },
    async () => adminStats(db, { dailyBackup, reconcileSeconds }),
  );

  app.get(
    '/orders/',
    {
      schema: {
        tags,
        summary: 'All orders, newest first, with filters',
        querystring: AdminListOrdersQuery,
        response: { 200: AdminOrderPage },
      },
    },
    async (request) => adminOrders.list(request.query),
  );

  app.get(
    '/orders/:id/stock-check/',
    {
      schema: {
        tags,
        summary: 'Lines that would be short if the order were marked sold now',
        params: IdParams,
        response: { 200: AdminStockCheck },
      },
    },
    async (request) => adminOrders.stockCheck(request.params.id),
  );

  app.get(
    '/orders/:id/',
    {
      schema: {
        tags,
        summary: 'One order with its payments',
        params: IdParams,
        response: { 200: AdminOrder },
      },
    },
    async (request) => {
      const order = await adminOrders.get(request.params.id);
      await recordPersonalDataView(db, request, { type: 'order', id: order.id });
      return order;
    },
  );

  app.post(
    '/orders/:id/payments/:payment_id/refunded/',
    {
      schema: {
        tags,
        summary: 'Record that the refund due on a payment was sent',
        params: AdminPaymentParams,
        response: { 200: AdminOrder },
      },
    },
    async (request) =>
      adminOrders.markRefunded(userOf(request), request.params.id, request.params.payment_id),
  );

  app.put(
    '/orders/:id/',
    {
      schema: {
        tags,
        summary: 'Set the status; sold deducts stock once, cancelled gives back stock and seats',
        params: IdParams,
        body: OrderStatusBody,
        response: { 200: OrderStatusResponse },
      },
    },
    async (request) => adminOrders.setStatus(userOf(request), request.params.id, request.body),
  );
};
