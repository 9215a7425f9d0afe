import { IdParams } from '@shop/contract/common';
import { StockHistoryPage, StockHistoryQuery } from '@shop/contract/stock-ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import { stockHistory } from './stock-history-queries';

/** GET /{id}/stock-history/ under one brand's admin products prefix (docs/stock.md). */
export const stockHistoryRoutes: FastifyPluginAsyncZod<{ db: Db; brand: Brand }> = async (
  app,
  { db, brand },
) => {
  app.get(
    '/:id/stock-history/',
    {
      schema: {
        tags: [`admin: ${BRANDS[brand].labels.products.toLowerCase()}`],
        summary: "Every change of the product's stock: who, why, before and after; newest first",
        params: IdParams,
        querystring: StockHistoryQuery,
        response: { 200: StockHistoryPage },
      },
    },
    async (request) => stockHistory(db, brand, request.params.id, request.query),
  );
};
