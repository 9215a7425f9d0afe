import { CASH_RECEIVED_STATUSES } from '@shop/contract/orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { orderEvents } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';

const ReceivedBody = z.strictObject({
  /** When the order's customer received it: its received steps are moved to this moment. */
  at: z.iso.datetime({ offset: true }),
});
const ReceivedResult = z.object({ moved: z.number().int().describe('received steps moved') });

/**
 * docs/returns.md, "In the browser tests": with TEST_ROUTES=true (never in production, config.ts),
 * `POST /api/admin/test/returns/orders/{id}/received/` moves an order's received steps (delivered,
 * completed, sold: where its return window and its warranty start) to `at`. A claim under warranty
 * needs a laptop received more than a window ago; a browser test names that day instead of waiting
 * a week. Only the steps' time moves; the order, its payments and the claim are the shop's own.
 */
export const testReturnRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/orders/:id/received/',
    {
      schema: {
        tags: ['admin test'],
        summary: "Browser tests only (TEST_ROUTES): an order's received steps moved to a moment they name",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: ReceivedBody,
        response: { 200: ReceivedResult },
      },
    },
    async (request) => {
      const moved = await db
        .update(orderEvents)
        .set({ createdAt: new Date(request.body.at) })
        .where(
          and(
            eq(orderEvents.orderId, request.params.id),
            eq(orderEvents.type, 'status'),
            inArray(orderEvents.status, [...CASH_RECEIVED_STATUSES]),
          ),
        )
        .returning({ id: orderEvents.id });
      if (moved.length === 0) throw AppError.notFound('The order has no received step.');
      return { moved: moved.length };
    },
  );
};
