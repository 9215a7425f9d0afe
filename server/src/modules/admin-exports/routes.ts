import { AdminExportCustomersQuery, AdminExportOrdersQuery } from '@shop/contract/admin-sales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { sendCsv } from './csv-stream';
import { CUSTOMER_COLUMNS, customerRows } from './customers-export';
import { ORDER_COLUMNS, orderLineRows } from './orders-export';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * CSV exports of orders and customers, under /admin/exports (docs/sales-and-exports.md). Each
 * export is recorded in the audit log, with its filters, before the first row leaves.
 */
export const adminExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin: exports'];
  // The answer is a text/csv stream (UTF-8 with a byte-order mark), which no JSON schema describes.
  const description = 'text/csv, UTF-8 with a byte-order mark, streamed.';

  app.get(
    '/orders.csv',
    {
      schema: {
        tags,
        summary: 'Orders as CSV, one row per line, oldest first, with the order list filters and a period',
        querystring: AdminExportOrdersQuery,
        description,
      },
    },
    async (request, reply) => {
      await recordAudit(db, userOf(request), 'export.orders', { type: 'order' }, { filters: request.query });
      return sendCsv(reply, `orders-${today()}.csv`, ORDER_COLUMNS, orderLineRows(db, request.query));
    },
  );

  app.get(
    '/customers.csv',
    {
      schema: {
        tags,
        summary: 'Customers as CSV in the order they joined, with order count and money spent per currency',
        querystring: AdminExportCustomersQuery,
        description,
      },
    },
    async (request, reply) => {
      await recordAudit(
        db,
        userOf(request),
        'export.customers',
        { type: 'user' },
        { filters: request.query },
      );
      return sendCsv(reply, `customers-${today()}.csv`, CUSTOMER_COLUMNS, customerRows(db, request.query));
    },
  );
};
