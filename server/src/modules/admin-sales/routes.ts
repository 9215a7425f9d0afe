import { AdminSalesQuery, AdminSalesReport } from '@shop/contract/admin-sales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { salesReport } from './report';

/** Sales over time for the admin overview, under /admin/sales (docs/sales-and-exports.md). */
export const adminSalesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin: sales'],
        summary: 'Orders and revenue per day, week or month, against the period before, and the top items',
        description:
          'Revenue is sold orders and cash-on-delivery orders whose cash was received, per currency, on the ' +
          "shop's day (Africa/Dar_es_Salaam) the order was placed.",
        querystring: AdminSalesQuery,
        response: { 200: AdminSalesReport },
      },
    },
    async (request) => salesReport(db, request.query),
  );
};
