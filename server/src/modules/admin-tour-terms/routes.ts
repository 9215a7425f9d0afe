import { IdParams } from '@shop/contract/common';
import { ERROR_CODES } from '@shop/contract/errors';
import {
  AdminCancelBody,
  AdminCancelQuoteQuery,
  CancelQuote,
  CreateParkBody,
  DepartureQuery,
  DepartureTravellers,
  ExtendBalanceBody,
  OverdueBalance,
  Park,
  ParkFee,
  ParkFeesQuery,
  SetTravellersBody,
  TourBooking,
  TourTerms,
} from '@shop/contract/tour-terms';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { parkFees, parks, tours } from '#server/db/schema.ts';
import { userOf } from '#server/http/current-user.ts';
import { recordPersonalDataView } from '#server/http/personal-data-views.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import type { ClosedPayments } from '#server/modules/orders/close-payments.ts';
import {
  cancelQuote,
  cancelTourBooking,
  extendBalance,
  markBookingRefunded,
  setTravellers,
  viewTourBooking,
} from '#server/modules/tour-bookings/booking-service.ts';
import { departureTravellers, overdueBalances } from '#server/modules/tour-bookings/departures.ts';
import { readTourTerms, saveTourTerms } from '#server/modules/tour-bookings/terms-store.ts';

type Payments = { closeAtProviders(closed: ClosedPayments): Promise<void> };

const feeOf = (row: typeof parkFees.$inferSelect): ParkFee => ({
  id: row.id,
  park: row.parkId,
  traveller_type: row.travellerType,
  residency: row.residency,
  amount_usd: row.amountUsd,
  amount_tzs: row.amountTzs,
  vat_applies: row.vatApplies,
  valid_from: row.validFrom,
});

/**
 * docs/tours-pricing.md: a tour's terms, the parks and their dated fee table, and the admin's side
 * of bookings (travellers, cancel with a reason and a waiver, refunds paid, overdue balances),
 * under /admin. Every change is audit-logged.
 */
export const adminTourTermsRoutes: FastifyPluginAsyncZod<{ db: Db; payments: Payments }> = async (
  app,
  { db, payments },
) => {
  const tags = ['admin: tour terms'];
  const admin = (request: Parameters<typeof userOf>[0]) => ({ userId: userOf(request).id, admin: true });

  const tourExists = async (id: number) => {
    const [tour] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, id));
    if (!tour) throw AppError.notFound('Tour not found.');
  };

  app.get(
    '/tours/:id/terms/',
    { schema: { tags, summary: "A tour's booking terms", params: IdParams, response: { 200: TourTerms } } },
    async (request) => {
      await tourExists(request.params.id);
      return readTourTerms(db, request.params.id);
    },
  );

  app.put(
    '/tours/:id/terms/',
    {
      schema: {
        tags,
        summary: "Replace a tour's booking terms; bookings already made keep theirs",
        params: IdParams,
        body: TourTerms,
        response: { 200: TourTerms },
      },
    },
    async (request) => {
      const id = request.params.id;
      await tourExists(id);
      const body = request.body;
      for (const [i, s] of body.seasons.entries()) {
        if (s.ends_on < s.starts_on) {
          throw AppError.refused(400, ERROR_CODES.validation, 'seasonDates', {}, `seasons.${i}.ends_on`);
        }
      }
      refuseDuplicates(body);
      const parkIds = [...new Set(body.parks.map((p) => p.park))];
      if (parkIds.length > 0) {
        const known = await db.select({ id: parks.id }).from(parks).where(inArray(parks.id, parkIds));
        const missing = body.parks.findIndex((p) => !known.some((k) => k.id === p.park));
        if (missing >= 0)
          throw AppError.refused(400, ERROR_CODES.validation, 'parkMissing', {}, `parks.${missing}.park`);
      }
      const before = await readTourTerms(db, id);
      await db.transaction(async (tx) => {
        await saveTourTerms(tx, id, body);
        await recordAudit(
          tx,
          userOf(request),
          'tour.update',
          { type: 'tour', id },
          { terms: { before, after: body } },
        );
      });
      return readTourTerms(db, id);
    },
  );

  app.get(
    '/parks/',
    { schema: { tags, summary: 'Parks and conservation areas, by name', response: { 200: z.array(Park) } } },
    async () => db.select({ id: parks.id, name: parks.name }).from(parks).orderBy(asc(parks.name)),
  );

  app.post(
    '/parks/',
    { schema: { tags, summary: 'Add a park', body: CreateParkBody, response: { 201: Park } } },
    async (request, reply) => {
      try {
        const park = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(parks)
            .values({ name: request.body.name })
            .returning({ id: parks.id, name: parks.name });
          await recordAudit(
            tx,
            userOf(request),
            'tour.update',
            { type: 'park', id: row!.id },
            { name: row!.name },
          );
          return row!;
        });
        return reply.status(201).send(park);
      } catch (err) {
        if (isUniqueViolation(err))
          throw AppError.conflict('A park of that name exists.', { name: ['Exists'] });
        throw err;
      }
    },
  );

  app.get(
    '/park-fees/',
    {
      schema: {
        tags,
        summary: 'The dated park fee table, by park, type, residency and date',
        querystring: ParkFeesQuery,
        response: { 200: z.array(ParkFee) },
      },
    },
    async (request) =>
      (
        await db
          .select()
          .from(parkFees)
          .where(request.query.park ? eq(parkFees.parkId, request.query.park) : undefined)
          .orderBy(
            asc(parkFees.parkId),
            asc(parkFees.travellerType),
            asc(parkFees.residency),
            asc(parkFees.validFrom),
          )
      ).map(feeOf),
  );

  app.post(
    '/park-fees/',
    {
      schema: {
        tags,
        summary:
          'Set a fee from a date on (the same park, type, residency and date replaces it); bookings already made keep the fee they were priced with',
        body: ParkFee,
        response: { 201: ParkFee },
      },
    },
    async (request, reply) => {
      const fee = request.body;
      const values = {
        parkId: fee.park,
        travellerType: fee.traveller_type,
        residency: fee.residency,
        amountUsd: fee.amount_usd,
        amountTzs: fee.amount_tzs,
        vatApplies: fee.vat_applies,
        validFrom: fee.valid_from,
      };
      const [park] = await db.select({ id: parks.id }).from(parks).where(eq(parks.id, fee.park));
      if (!park) throw AppError.refused(400, ERROR_CODES.validation, 'parkMissing', {}, 'park');
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(parkFees)
          .values(values)
          .onConflictDoUpdate({
            target: [parkFees.parkId, parkFees.travellerType, parkFees.residency, parkFees.validFrom],
            set: values,
          })
          .returning();
        await recordAudit(tx, userOf(request), 'tour.update', { type: 'park_fee', id: row!.id }, { fee });
        return row!;
      });
      return reply.status(201).send(feeOf(saved));
    },
  );

  app.delete(
    '/park-fees/:id/',
    { schema: { tags, summary: 'Delete a fee row', params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(parkFees)
          .where(and(eq(parkFees.id, request.params.id)))
          .returning();
        if (!row) throw AppError.notFound('Fee not found.');
        await recordAudit(
          tx,
          userOf(request),
          'tour.update',
          { type: 'park_fee', id: row.id },
          { deleted: feeOf(row) },
        );
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/tour-bookings/overdue/',
    {
      schema: {
        tags,
        summary: "Bookings whose balance's due day has passed unpaid (Needs attention), oldest due first",
        response: { 200: z.array(OverdueBalance) },
      },
    },
    async () => overdueBalances(db),
  );

  app.get(
    '/tour-bookings/departure/',
    {
      schema: {
        tags,
        summary: 'Every traveller booked on one departure, with their details, for park permits',
        querystring: DepartureQuery,
        response: { 200: DepartureTravellers },
      },
    },
    async (request) => {
      const travellers = await departureTravellers(db, request.query.tour, request.query.date);
      await recordPersonalDataView(
        db,
        request,
        { type: 'departure', id: request.query.tour },
        { date: request.query.date },
      );
      return travellers;
    },
  );

  app.get(
    '/tour-bookings/:id/',
    {
      schema: { tags, summary: 'A booking with its terms', params: IdParams, response: { 200: TourBooking } },
    },
    async (request) => viewTourBooking(db, request.params.id, admin(request)),
  );

  app.put(
    '/tour-bookings/:id/travellers/',
    {
      schema: {
        tags,
        summary: "Enter or correct a booking's travellers' details",
        params: IdParams,
        body: SetTravellersBody,
        response: { 200: TourBooking },
      },
    },
    async (request) => setTravellers(db, request.params.id, admin(request), request.body),
  );

  app.get(
    '/tour-bookings/:id/cancel/',
    {
      schema: {
        tags,
        summary: "What cancelling today costs under the booking's tiers (or with the fee waived)",
        params: IdParams,
        querystring: AdminCancelQuoteQuery,
        response: { 200: CancelQuote },
      },
    },
    async (request) =>
      cancelQuote(db, request.params.id, admin(request), new Date(), request.query.waive_fee === 'true'),
  );

  app.post(
    '/tour-bookings/:id/cancel/',
    {
      schema: {
        tags,
        summary: 'Cancel a booking with a reason, under its terms or with the fee waived; the seats return',
        params: IdParams,
        body: AdminCancelBody,
        response: { 200: TourBooking },
      },
    },
    async (request) => {
      const id = request.params.id;
      const { booking, closed } = await cancelTourBooking(db, id, admin(request), {
        reason: request.body.reason,
        waiveFee: request.body.waive_fee,
        audit: (tx, quote) =>
          recordAudit(
            tx,
            userOf(request),
            'order.status',
            { type: 'order', id },
            {
              status: 'cancelled',
              reason: request.body.reason,
              fee_waived: request.body.waive_fee,
              fee: quote.fee,
              refund_due: quote.refund_due,
              currency: quote.currency,
            },
          ),
      });
      await payments.closeAtProviders(closed);
      return booking;
    },
  );

  app.put(
    '/tour-bookings/:id/balance-due/',
    {
      schema: {
        tags,
        summary:
          "Give a booking's unpaid balance a new due day (on or before departure); its reminders start again",
        params: IdParams,
        body: ExtendBalanceBody,
        response: { 200: TourBooking },
      },
    },
    async (request) => {
      const id = request.params.id;
      const dueOn = request.body.balance_due_on;
      await extendBalance(db, id, dueOn, (tx, before) =>
        recordAudit(
          tx,
          userOf(request),
          'order.status',
          { type: 'order', id },
          { balance_due_on: { before, after: dueOn } },
        ),
      );
      return viewTourBooking(db, id, admin(request));
    },
  );

  app.post(
    '/tour-bookings/:id/refunded/',
    {
      schema: {
        tags,
        summary: "Record that a cancelled booking's refund due was paid back",
        params: IdParams,
        response: { 200: TourBooking },
      },
    },
    async (request) => {
      const id = request.params.id;
      await db.transaction(async (tx) => {
        await markBookingRefunded(tx, id);
        await recordAudit(
          tx,
          userOf(request),
          'payment.refunded',
          { type: 'order', id },
          { tour_booking: true },
        );
      });
      return viewTourBooking(db, id, admin(request));
    },
  );
};

/** Each type and residency priced once per price list, each band, group size and park once. */
function refuseDuplicates(terms: TourTerms): void {
  const lists: [string, string[]][] = [
    ['prices', terms.prices.map((p) => `${p.traveller_type}:${p.residency}`)],
    ...terms.seasons.map((s, i): [string, string[]] => [
      `seasons.${i}.prices`,
      s.prices.map((p) => `${p.traveller_type}:${p.residency}`),
    ]),
    ['age_bands', terms.age_bands.map((b) => b.traveller_type)],
    ['group_tiers', terms.group_tiers.map((t) => String(t.min_travellers))],
    ['parks', terms.parks.map((p) => String(p.park))],
  ];
  for (const [field, keys] of lists) {
    if (new Set(keys).size !== keys.length) {
      throw AppError.refused(400, ERROR_CODES.validation, 'termsDuplicate', {}, field);
    }
  }
}
