import { AdminPrivacyRequestsPage, ListPrivacyRequestsQuery } from '@shop/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { listPrivacyRequests } from './privacy-requests';

/** The admin's list of customers' data-rights requests, under /admin/privacy-requests (docs/privacy.md). */
export const adminPrivacyRequestRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin: privacy'],
        summary:
          "Customers' downloads and deletions of their data, newest first, with each one's legal deadline and what was done",
        querystring: ListPrivacyRequestsQuery,
        response: { 200: AdminPrivacyRequestsPage },
      },
    },
    async (request) => listPrivacyRequests(db, request.query),
  );
};
