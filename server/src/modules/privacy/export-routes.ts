import { DATA_EXPORTS_PER_HOUR } from '@shop/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { shopDay } from '#server/modules/alerts/shop-day.ts';
import { exportCustomerData } from './export-data-request';
import { hourlyLimitPerAccount } from './privacy-requests-limit';

/** The customer's download of their own data, under /account in the customer scope (docs/privacy.md). */
export const dataExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const limit = hourlyLimitPerAccount(app, 'data export', DATA_EXPORTS_PER_HOUR);

  app.get(
    '/export/',
    {
      preHandler: limit,
      schema: {
        tags: ['account'],
        summary:
          'Download all the data the shop holds about the signed-in customer, as a ZIP of JSON and CSV',
        // The answer is application/zip, which no JSON schema describes.
        description: `application/zip: my-data.json and one CSV per kind of data; at most ${DATA_EXPORTS_PER_HOUR} an hour.`,
      },
    },
    async (request, reply) => {
      const now = new Date();
      const zip = await exportCustomerData(db, userOf(request), now);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-data-${shopDay(now).day}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );
};
