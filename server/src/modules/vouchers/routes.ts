import {
  CheckInDeparture,
  CheckInDepartureBookings,
  CheckInDepartureQuery,
  CheckInPushBody,
  CheckInScansAnswer,
  CheckInScansBody,
  Voucher,
} from '@shop/contract/check-in';
import { IdParams } from '@shop/contract/common';
import { MobileMoneyAttempt, StartMobileMoneyBody } from '@shop/contract/mobile-money';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { shopUrl } from '#server/lib/shop-url.ts';
import {
  bookingToPush,
  type CheckInViewer,
  customerVoucher,
  departureBookings,
  listDepartures,
  recordScans,
} from './check-in-service';

/** docs/vouchers-and-check-in.md: a customer's voucher, under /vouchers in the customer scope. */
export const voucherRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/:id/',
    {
      schema: {
        tags: ['vouchers'],
        summary:
          "The voucher of one of the caller's paid bookings: its QR code's token, the tour, day and travellers",
        params: IdParams,
        response: { 200: Voucher },
      },
    },
    async (request, reply) => {
      // One customer's data: no shared cache keeps it (the service worker keeps it per customer).
      reply.header('cache-control', 'private, no-store');
      return customerVoucher(db, app.voucherTokens, request.params.id, userOf(request).id);
    },
  );
};

/** What the balance's push needs of the payments module: its mobile-money start, as the customer's own route calls it. */
type Pusher = {
  start(
    userId: number,
    body: StartMobileMoneyBody,
    shopUrl: string,
  ): Promise<z.infer<typeof MobileMoneyAttempt>>;
};

const DepartureBookingParams = z.object({ id: IdParams.shape.id, order: IdParams.shape.id });

/**
 * docs/vouchers-and-check-in.md: check-in, under /check-in in the admin scope (every departure)
 * and in the guide's (only the departures given to them, `viewerOf` says which).
 */
export const checkInRoutes: FastifyPluginAsyncZod<{
  db: Db;
  viewerOf: (request: FastifyRequest) => Promise<CheckInViewer> | CheckInViewer;
  mobileMoney: Pusher;
  publicUrl: string | undefined;
}> = async (app, { db, viewerOf, mobileMoney, publicUrl }) => {
  const tags = ['check-in'];

  app.get(
    '/departures/',
    {
      schema: {
        tags,
        summary:
          'Departures to check in, from today on or on one day, with their bookings and travellers checked in',
        querystring: CheckInDepartureQuery,
        response: { 200: z.array(CheckInDeparture) },
      },
    },
    async (request) => listDepartures(db, await viewerOf(request), request.query.date),
  );

  app.get(
    '/departures/:id/',
    {
      schema: {
        tags,
        summary:
          "A departure's paid bookings with travellers, balance due, voucher hashes and who is checked in: the guide's phone keeps it to check in offline",
        params: IdParams,
        response: { 200: CheckInDepartureBookings },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return departureBookings(db, app.voucherTokens, request.params.id, await viewerOf(request));
    },
  );

  app.post(
    '/scans/',
    {
      schema: {
        tags,
        summary:
          'Record vouchers scanned on a phone, each once by its scan id (a re-upload changes nothing); says for each when its voucher was first scanned',
        body: CheckInScansBody,
        response: { 200: CheckInScansAnswer },
      },
    },
    async (request) => ({
      results: await recordScans(db, app.voucherTokens, await viewerOf(request), request.body),
    }),
  );

  app.post(
    '/departures/:id/bookings/:order/push/',
    {
      schema: {
        tags,
        summary:
          "Send a mobile-money push for what the booking owes now to the number given, through the customer's own payment start",
        params: DepartureBookingParams,
        body: CheckInPushBody,
        response: { 201: MobileMoneyAttempt },
      },
    },
    async (request, reply) => {
      const { userId } = await bookingToPush(
        db,
        await viewerOf(request),
        request.params.id,
        request.params.order,
      );
      const body = StartMobileMoneyBody.safeParse({
        order_id: request.params.order,
        phone: request.body.phone,
      });
      if (!body.success) {
        const message = body.error.issues[0]?.message ?? 'Must be a mobile money number';
        throw AppError.field('phone', message);
      }
      reply.status(201);
      return mobileMoney.start(userId, body.data, shopUrl(request, publicUrl));
    },
  );
};
