import { HealthLiveResponse, HealthReadyResponse, HealthResponse } from '@shop/contract/health';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { productCategories, products } from '#server/db/schema.ts';
import { readinessCheck } from './readiness';

/** The health figures count the laptop shop's catalogue, as they always have. */
const COUNTED_BRAND = 'fursa';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ready = readinessCheck(db);

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

  // docs/observability.md: restart the process when this fails; it asks nothing of the database.
  app.get(
    '/live/',
    {
      schema: {
        tags: ['health'],
        summary: 'Does the process answer (liveness)',
        response: { 200: HealthLiveResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  // docs/observability.md: send this process no traffic while this fails.
  app.get(
    '/ready/',
    {
      schema: {
        tags: ['health'],
        summary: 'Should this process take traffic (readiness)',
        response: { 200: HealthReadyResponse, 503: HealthReadyResponse },
      },
    },
    async (request, reply) => {
      const result = await ready();
      if (result.status !== 'ok') {
        request.log.warn({ checks: result.checks }, 'readiness check failed');
        return reply.status(503).send(result);
      }
      return result;
    },
  );
};
