import { HealthResponse } from '@shop/contract/health';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { productCategories, products } from '../../db/schema';

/** The health figures count the laptop shop's catalogue, as they always have. */
const COUNTED_BRAND = 'fursa';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Is the API and its database up',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (request, reply) => {
      try {
        const [[productCount], [categoryCount]] = await Promise.all([
          db.select({ n: count() }).from(products).where(eq(products.brand, COUNTED_BRAND)),
          db.select({ n: count() }).from(productCategories).where(eq(productCategories.brand, COUNTED_BRAND)),
        ]);
        return {
          status: 'ok' as const,
          database: 'connected' as const,
          data: { products: productCount?.n ?? 0, categories: categoryCount?.n ?? 0 },
        };
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return reply.status(503).send({
          status: 'error' as const,
          database: 'unavailable' as const,
          data: { products: 0, categories: 0 },
        });
      }
    },
  );
};
