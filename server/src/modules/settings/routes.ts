import { DeliverySettings } from '@shop/contract/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { readDeliverySettings } from './delivery-settings';

/**
 * The delivery terms the FURSA store advertises (free delivery over, fees, cash on delivery),
 * under /fursa. A public read, cached until the settings change (their table notifies).
 */
export const deliveryTermsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/delivery/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Delivery fees, the free-delivery threshold and cash on delivery, as checkout applies them',
        response: { 200: DeliverySettings },
      },
    },
    async () => readDeliverySettings(db),
  );
};
