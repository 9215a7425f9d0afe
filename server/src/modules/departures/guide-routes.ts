import { IdParams } from '@shop/contract/common';
import { GuideDeparture, Manifest } from '@shop/contract/departures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { guideOf } from '#server/http/current-guide.ts';
import { AppError } from '#server/lib/app-error.ts';
import { guideDepartures, guideIsOn } from './allocation';
import { departureManifest } from './manifest';

/** docs/departures.md: a guide's own departures, under /api/guide/departures. */
export const guideDepartureRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['guide'];
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The departures given to the signed-in guide, from yesterday on',
        response: { 200: z.array(GuideDeparture) },
      },
    },
    async (request) => guideDepartures(db, guideOf(request).id),
  );
  app.get(
    '/:id/',
    {
      schema: {
        tags,
        summary: "One of the guide's departures: its manifest (another departure: 404)",
        params: IdParams,
        response: { 200: Manifest },
      },
    },
    async (request) => {
      if (!(await guideIsOn(db, guideOf(request).id, request.params.id)))
        throw AppError.notFound('Departure not found.');
      return departureManifest(db, request.params.id);
    },
  );
};
