import { IdParams } from '@shop/contract/common';
import { ERROR_CODES } from '@shop/contract/errors';
import {
  BookedTour,
  BookTourBody,
  CancelQuote,
  SetTravellersBody,
  TourBooking,
  TourPublicTerms,
  TourQuote,
  TourQuoteBody,
  TourTermsParams,
} from '@shop/contract/tour-terms';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';
import { userOf } from '#server/http/current-user.ts';
import { IdempotencyHeaders, idempotentRoute } from '#server/http/idempotency.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { ClosedPayments } from '#server/modules/orders/close-payments.ts';
import { loadOrder } from '#server/modules/orders/order-views.ts';
import {
  BOOKING_LIST_CAP,
  bookTourWithTerms,
  cancelQuote,
  cancelTourBooking,
  listTourBookings,
  publicTourTerms,
  quoteTour,
  setTravellers,
  viewTourBooking,
} from './booking-service';

/** Many customers can share one public address, so an IP gets this many times a customer's limit. */
const BOOKINGS_PER_IP_FACTOR = 10;

const tags = ['tour bookings'];

/** docs/tours-pricing.md: the public quote, under /tour-bookings: no account, no side effects. */
export const tourQuoteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/quote/',
    {
      schema: {
        tags,
        summary:
          "A booking's lines, total, deposit, balance and terms for these travellers and date; books nothing",
        body: TourQuoteBody,
        response: { 200: TourQuote },
      },
    },
    async (request) => quoteTour(db, request.body),
  );

  app.get(
    '/terms/:tour/',
    {
      // Every visitor gets the same answer: kept until the tour's terms change (docs/public-cache.md).
      config: { publicCache: true },
      schema: {
        tags,
        summary:
          "A tour's booking terms for the booking dialog: age bands, who it sells to, private departures, deposit, balance and cancellation tiers; no prices",
        params: TourTermsParams,
        response: { 200: TourPublicTerms },
      },
    },
    async (request) => publicTourTerms(db, request.params.tour),
  );
};

/** The payments module's closing at providers, handed in so this module never imports payments. */
type Payments = { closeAtProviders(closed: ClosedPayments): Promise<void> };

/** A customer's bookings with terms, under /tour-bookings in the customer scope. */
export const tourBookingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: Payments;
  paymentMethod: string;
  bookingsPerHour: number;
}> = async (app, { db, payments, paymentMethod, bookingsPerHour }) => {
  const keyed = idempotentRoute(db, { claimFirst: false });
  // docs/seats-and-holds.md: the same counters as a booking through /orders/ (their key names).
  const limits = [
    app.createRateLimit({
      max: bookingsPerHour,
      timeWindow: '1 hour',
      keyGenerator: (request) => `booking user ${userOf(request).id}`,
    }),
    app.createRateLimit({
      max: bookingsPerHour * BOOKINGS_PER_IP_FACTOR,
      timeWindow: '1 hour',
      keyGenerator: (request) => `booking ip ${request.ip}`,
    }),
  ];
  const limitBookings = async (request: Parameters<(typeof limits)[number]>[0]) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        throw AppError.refused(429, ERROR_CODES.rateLimited, 'tooManyBookingsTried', { minutes });
      }
    }
  };
  const viewer = (request: Parameters<typeof userOf>[0]) => ({ userId: userOf(request).id, admin: false });

  app.post(
    '/',
    {
      preHandler: [keyed.preHandler, limitBookings],
      schema: {
        tags,
        summary:
          'Book a tour for travellers by type and residency; holds the seats; the first payment pays the deposit or, by choice or inside the balance window, everything',
        headers: IdempotencyHeaders,
        body: BookTourBody,
        response: { 201: BookedTour },
      },
    },
    async (request, reply) =>
      keyed.answer(request, reply, 201, async (key) => {
        const userId = userOf(request).id;
        const place = async (tx: Db) => {
          const id = await bookTourWithTerms(tx, userId, request.body, paymentMethod);
          return {
            order: (await loadOrder(tx, eq(orders.id, id)))!,
            booking: await viewTourBooking(tx, id, { userId, admin: false }),
          };
        };
        if (!key) return place(db);
        return db.transaction(async (tx) => {
          await key.claim(tx);
          const booked = await place(tx);
          await key.settle(tx, booked);
          return booked;
        });
      }),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: `The caller's tour bookings with their terms, payments due and travellers, newest first (at most ${BOOKING_LIST_CAP})`,
        response: { 200: z.array(TourBooking) },
      },
    },
    async (request) => listTourBookings(db, userOf(request).id),
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags,
        summary: "One of the caller's bookings with its lines, payments due and travellers",
        params: IdParams,
        response: { 200: TourBooking },
      },
    },
    async (request) => viewTourBooking(db, request.params.id, viewer(request)),
  );

  app.put(
    '/:id/travellers/',
    {
      schema: {
        tags,
        summary:
          "Enter or correct travellers' details (names, nationality, passport or ID, date of birth) by position",
        params: IdParams,
        body: SetTravellersBody,
        response: { 200: TourBooking },
      },
    },
    async (request) => setTravellers(db, request.params.id, viewer(request), request.body),
  );

  app.get(
    '/:id/cancel/',
    {
      schema: {
        tags,
        summary: "What cancelling today costs under the booking's tiers, and the refund due; changes nothing",
        params: IdParams,
        response: { 200: CancelQuote },
      },
    },
    async (request) => cancelQuote(db, request.params.id, viewer(request)),
  );

  app.post(
    '/:id/cancel/',
    {
      schema: {
        tags,
        summary: 'Cancel the booking under its terms: the fee and refund due are recorded, the seats return',
        params: IdParams,
        response: { 200: TourBooking },
      },
    },
    async (request) => {
      const { booking, closed } = await cancelTourBooking(db, request.params.id, viewer(request));
      await payments.closeAtProviders(closed);
      return booking;
    },
  );
};
