import { IdParams } from '@shop/contract/common';
import {
  DepartureBookingParams,
  DepartureDetail,
  DepartureListQuery,
  DepartureSummary,
  DepartureTimeBody,
  Guide,
  GuideBody,
  Manifest,
  MoveBookingBody,
  PickupPoint,
  PickupPointBody,
  SetDepartureGuidesBody,
  SetDepartureVehiclesBody,
  TourPickups,
  UpdateGuideBody,
  Vehicle,
  VehicleBody,
} from '@shop/contract/departures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { recordPersonalDataView } from '#server/http/personal-data-views.ts';
import {
  allocate,
  departureDetail,
  listDepartures,
  moveBooking,
  setDepartureGuides,
  setDepartureVehicles,
} from './allocation';
import { createGuide, deleteGuide, listGuides, updateGuide } from './guides';
import { departureManifest, manifestCsv, manifestFileName } from './manifest';
import { createPickup, deletePickup, setDepartureTime, tourPickups, updatePickup } from './pickups';
import { createVehicle, deleteVehicle, listVehicles, updateVehicle } from './vehicles';

/**
 * docs/departures.md, the admin's side under /api/admin: pickup points per tour, guides, vehicles,
 * each departure's allocation and its manifest. Every change is audit-logged.
 */
export const adminDepartureRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin: departures'];

  // Pickup points.
  app.get(
    '/tours/:id/pickup-points/',
    {
      schema: {
        tags,
        summary: "A tour's departure time and pickup points in route order",
        params: IdParams,
        response: { 200: TourPickups },
      },
    },
    async (request) => tourPickups(db, request.params.id),
  );
  app.put(
    '/tours/:id/departure-time/',
    {
      schema: {
        tags,
        summary: "Set a tour's departure time (HH:MM), the pickup times' reference",
        params: IdParams,
        body: DepartureTimeBody,
        response: { 200: TourPickups },
      },
    },
    async (request) => setDepartureTime(db, userOf(request), request.params.id, request.body.departs_at),
  );
  app.post(
    '/tours/:id/pickup-points/',
    {
      schema: {
        tags,
        summary: 'Add a pickup point (a hotel or area, a map pin, minutes from departure)',
        params: IdParams,
        body: PickupPointBody,
        response: { 201: PickupPoint },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPickup(db, userOf(request), request.params.id, request.body)),
  );
  app.put(
    '/pickup-points/:id/',
    {
      schema: {
        tags,
        summary: 'Change a pickup point',
        params: IdParams,
        body: PickupPointBody,
        response: { 200: PickupPoint },
      },
    },
    async (request) => updatePickup(db, userOf(request), request.params.id, request.body),
  );
  app.delete(
    '/pickup-points/:id/',
    { schema: { tags, summary: 'Delete a pickup point no booking chose', params: IdParams } },
    async (request, reply) => {
      await deletePickup(db, userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // Guides.
  app.get(
    '/guides/',
    { schema: { tags, summary: 'Guides (the guide role)', response: { 200: z.array(Guide) } } },
    async () => listGuides(db),
  );
  app.post(
    '/guides/',
    {
      schema: {
        tags,
        summary: 'Make a user (by username or e-mail) a guide, with the phone and language of their SMS',
        body: GuideBody,
        response: { 201: Guide },
      },
    },
    async (request, reply) => reply.code(201).send(await createGuide(db, userOf(request), request.body)),
  );
  app.put(
    '/guides/:id/',
    {
      schema: {
        tags,
        summary: "Change a guide's phone, language or active flag",
        params: IdParams,
        body: UpdateGuideBody,
        response: { 200: Guide },
      },
    },
    async (request) => updateGuide(db, userOf(request), request.params.id, request.body),
  );
  app.delete(
    '/guides/:id/',
    {
      schema: { tags, summary: 'Take the guide role away (refused while on a departure)', params: IdParams },
    },
    async (request, reply) => {
      await deleteGuide(db, userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // Vehicles.
  app.get(
    '/vehicles/',
    {
      schema: {
        tags,
        summary: 'Vehicles with seats and unavailable days',
        response: { 200: z.array(Vehicle) },
      },
    },
    async () => listVehicles(db),
  );
  app.post(
    '/vehicles/',
    { schema: { tags, summary: 'Add a vehicle', body: VehicleBody, response: { 201: Vehicle } } },
    async (request, reply) => reply.code(201).send(await createVehicle(db, userOf(request), request.body)),
  );
  app.put(
    '/vehicles/:id/',
    {
      schema: {
        tags,
        summary: 'Change a vehicle',
        params: IdParams,
        body: VehicleBody,
        response: { 200: Vehicle },
      },
    },
    async (request) => updateVehicle(db, userOf(request), request.params.id, request.body),
  );
  app.delete(
    '/vehicles/:id/',
    { schema: { tags, summary: 'Delete a vehicle on no departure', params: IdParams } },
    async (request, reply) => {
      await deleteVehicle(db, userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // Departures.
  app.get(
    '/departures/',
    {
      schema: {
        tags,
        summary: 'Departures by day (default: the next 14 days) with travellers, seats, guides and problems',
        querystring: DepartureListQuery,
        response: { 200: z.array(DepartureSummary) },
      },
    },
    async (request) => listDepartures(db, request.query.from, request.query.to),
  );
  app.get(
    '/departures/:id/',
    {
      schema: {
        tags,
        summary: "A departure's allocation: vehicles with their bookings, unseated bookings, guides",
        params: IdParams,
        response: { 200: DepartureDetail },
      },
    },
    async (request) => departureDetail(db, request.params.id),
  );
  app.put(
    '/departures/:id/vehicles/',
    {
      schema: {
        tags,
        summary: "Set the departure's vehicles in fill order, then fill them by capacity (hand moves kept)",
        params: IdParams,
        body: SetDepartureVehiclesBody,
        response: { 200: DepartureDetail },
      },
    },
    async (request) => setDepartureVehicles(db, userOf(request), request.params.id, request.body.vehicles),
  );
  app.put(
    '/departures/:id/guides/',
    {
      schema: {
        tags,
        summary: "Set the departure's guides",
        params: IdParams,
        body: SetDepartureGuidesBody,
        response: { 200: DepartureDetail },
      },
    },
    async (request) => setDepartureGuides(db, userOf(request), request.params.id, request.body.guides),
  );
  app.post(
    '/departures/:id/allocate/',
    {
      schema: {
        tags,
        summary: 'Fill the vehicles again by capacity, keeping hand moves',
        params: IdParams,
        response: { 200: DepartureDetail },
      },
    },
    async (request) => allocate(db, userOf(request), request.params.id),
  );
  app.put(
    '/departures/:id/bookings/:order/vehicle/',
    {
      schema: {
        tags,
        summary: 'Move a booking into one of the departure’s vehicles by hand',
        params: DepartureBookingParams,
        body: MoveBookingBody,
        response: { 200: DepartureDetail },
      },
    },
    async (request) =>
      moveBooking(db, userOf(request), request.params.id, request.params.order, request.body.vehicle),
  );
  app.get(
    '/departures/:id/manifest/',
    { schema: { tags, summary: "The departure's manifest", params: IdParams, response: { 200: Manifest } } },
    async (request) => {
      const manifest = await departureManifest(db, request.params.id);
      // docs/privacy.md, "Who looked at what": travellers' ID numbers.
      await recordPersonalDataView(
        db,
        request,
        { type: 'departure', id: request.params.id },
        { manifest: 'json' },
      );
      return manifest;
    },
  );
  app.get(
    '/departures/:id/manifest.csv',
    {
      schema: {
        tags,
        summary: 'The manifest as CSV, a row per traveller, cells neutralised',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const manifest = await departureManifest(db, request.params.id);
      await recordPersonalDataView(
        db,
        request,
        { type: 'departure', id: request.params.id },
        { manifest: 'csv' },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${manifestFileName(manifest)}"`)
        .header('cache-control', 'no-store')
        .send(manifestCsv(manifest));
    },
  );
};
