import { HealthResponse } from '@shop/contract/health';
import { count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { laptopProducts, productCategories } from '../../db/schema';

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
        const [[products], [categories]] = await Promise.all([
          db.select({ n: count() }).from(laptopProducts),
          db.select({ n: count() }).from(productCategories),
        ]);
        return {
          status: 'ok' as const,
          database: 'connected' as const,
          data: { products: products?.n ?? 0, categories: categories?.n ?? 0 },
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
