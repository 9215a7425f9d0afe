import { AdminExportCustomersQuery, AdminExportOrdersQuery } from '@shop/contract/admin-sales';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';
import { userOf } from '#server/http/current-user.ts';
import { exportFileName, sendCsv } from './csv-stream';
import { CUSTOMER_COLUMNS, customerRows } from './customers-export';
import { ORDER_COLUMNS, orderLineRows } from './orders-export';

/** The rows an export sent, added to its audit entry once the last has left. */
const noteRows = (db: Db, entry: number) => async (rows: number) => {
  await db
    .update(auditLog)
    .set({ details: sql`${auditLog.details} || ${JSON.stringify({ rows })}::jsonb` })
    .where(eq(auditLog.id, entry));
};

/**
 * CSV exports of orders and customers, under /admin/exports (docs/sales-and-exports.md). Each
 * export is recorded in the audit log, with its file name and filters, before the first row
 * leaves, and the rows it sent are added once the last has left.
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
      const file = exportFileName('orders');
      const entry = await recordAudit(
        db,
        userOf(request),
        'export.orders',
        { type: 'order' },
        { file, filters: request.query },
      );
      return sendCsv(reply, file, ORDER_COLUMNS, orderLineRows(db, request.query), noteRows(db, entry));
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
      const file = exportFileName('customers');
      const entry = await recordAudit(
        db,
        userOf(request),
        'export.customers',
        { type: 'user' },
        { file, filters: request.query },
      );
      return sendCsv(reply, file, CUSTOMER_COLUMNS, customerRows(db, request.query), noteRows(db, entry));
    },
  );
};
