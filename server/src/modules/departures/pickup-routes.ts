import { IdParams } from '@shop/contract/common';
import { BookingPickup, ChoosePickupBody, TourPickups } from '@shop/contract/departures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { bookingPickup, choosePickup, tourPickups } from './pickups';

const tags = ['tour bookings'];

/** docs/departures.md: a tour's pickup points as the booking dialog offers them (public). */
export const publicPickupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/:id/pickup-points/',
    {
      schema: {
        tags,
        summary: "A tour's pickup points a customer can choose, in route order, with their times",
        params: IdParams,
        response: { 200: TourPickups },
      },
    },
    async (request) => tourPickups(db, request.params.id, true),
  );
};

/** The customer's pickup for one of their bookings (another's booking: 404). */
export const bookingPickupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/:id/pickup/',
    {
      schema: {
        tags,
        summary: "The booking's chosen pickup point and time, and the points it can choose",
        params: IdParams,
        response: { 200: BookingPickup },
      },
    },
    async (request) => bookingPickup(db, request.params.id, userOf(request).id),
  );
  app.put(
    '/:id/pickup/',
    {
      schema: {
        tags,
        summary: 'Choose (or clear, with null) where the booking is collected, until the departure day',
        params: IdParams,
        body: ChoosePickupBody,
        response: { 200: BookingPickup },
      },
    },
    async (request) => choosePickup(db, request.params.id, userOf(request).id, request.body.pickup_point),
  );
};
