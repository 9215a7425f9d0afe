import {
  Demand,
  MyStockRequests,
  StockRequest,
  StockRequestBody,
  TourWaitlistBody,
  TourWaitlistEntry,
} from '@shop/contract/waitlists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import type { FormLimit } from '#server/lib/form-limit.ts';
import { myStockRequests, requestStock } from './stock-requests';
import { joinWaitlist, myEntries } from './tour-waitlist';
import type { WaitlistsService } from './waitlists';

const tags = ['back in stock and waitlists'];

/** docs/back-in-stock.md: "Notify me" by anyone, with an e-mail or a phone; rate-limited as the public forms. */
export const stockRequestRoutes: FastifyPluginAsyncZod<{ db: Db; formLimit: FormLimit }> = async (
  app,
  { db, formLimit },
) => {
  app.post(
    '/',
    {
      config: { rateLimit: formLimit },
      schema: {
        tags,
        summary: 'Ask to be told when a sold-out product is back (an e-mail or a Tanzanian mobile)',
        body: StockRequestBody,
        response: { 201: StockRequest },
      },
    },
    async (request, reply) => reply.status(201).send(await requestStock(db, request.body, null)),
  );
};

/** docs/back-in-stock.md: the signed-in customer's "Notify me" and tour waitlist. */
export const customerWaitlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/stock-requests/mine/',
    {
      schema: {
        tags,
        summary:
          "Ask to be told when a sold-out product is back (the account's e-mail and mobile by default)",
        body: StockRequestBody,
        response: { 201: StockRequest },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestStock(db, request.body, userOf(request).id)),
  );
  app.get(
    '/stock-requests/mine/',
    {
      schema: {
        tags,
        summary:
          "The caller's places in line for sold-out products; an offered one's unit is held for them until held_until",
        response: { 200: MyStockRequests },
      },
    },
    async (request) => myStockRequests(db, userOf(request).id),
  );
  app.get(
    '/tour-waitlist/',
    {
      schema: {
        tags,
        summary:
          "The caller's places on tour waitlists (position 0: seats offered, book before offer_expires_at)",
        response: { 200: z.array(TourWaitlistEntry) },
      },
    },
    async (request) => myEntries(db, userOf(request).id),
  );
  app.post(
    '/tour-waitlist/',
    {
      schema: {
        tags,
        summary: 'Join the waitlist of a departure too full for the travellers',
        body: TourWaitlistBody,
        response: { 201: TourWaitlistEntry },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await joinWaitlist(db, userOf(request).id, request.body)),
  );
};

/** docs/back-in-stock.md: the admin's demand per product and departure, under /api/admin/demand. */
export const adminDemandRoutes: FastifyPluginAsyncZod<{ waitlists: WaitlistsService }> = async (
  app,
  { waitlists },
) => {
  app.get(
    '/',
    { schema: { tags, summary: 'Who waits for which product and departure', response: { 200: Demand } } },
    async () => waitlists.demand(),
  );
};
