import { CappedListQuery, IdParams } from '@shop/contract/common';
import { AdminCreateTourBody, AdminTour, AdminTourList, AdminUpdateTourBody } from '@shop/contract/tours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findAdminTour, listAdminTours } from '#server/modules/tours/tour-queries.ts';
import type { TourAdminService } from './tour-admin-service';

/** /api/admin/tours/: every tour, active or not. */
export const adminTourRoutes: FastifyPluginAsyncZod<{ db: Db; service: TourAdminService }> = async (
  app,
  { db, service },
) => {
  const tags = ['admin: tours'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every tour, active or not, a capped page at a time',
        querystring: CappedListQuery,
        response: { 200: AdminTourList },
      },
    },
    async (request) => listAdminTours(db, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a tour',
        body: AdminCreateTourBody,
        response: { 201: AdminTour },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(userOf(request), request.body)),
  );

  app.get(
    '/:id/',
    { schema: { tags, summary: 'One tour', params: IdParams, response: { 200: AdminTour } } },
    async (request) => {
      const tour = await findAdminTour(db, request.params.id);
      if (!tour) throw AppError.notFound('Tour not found.');
      return tour;
    },
  );

  app.put(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Change any fields of a tour',
        params: IdParams,
        body: AdminUpdateTourBody,
        response: { 200: AdminTour },
      },
    },
    async (request) => service.update(userOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a tour; past bookings keep their lines',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove(userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
