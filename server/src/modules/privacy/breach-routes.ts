import { IdParams, KeysetPageQuery } from '@shop/contract/common';
import {
  AdminBreach,
  AdminBreachesPage,
  AdminCreateBreachBody,
  AdminUpdateBreachBody,
} from '@shop/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { listBreaches, recordBreach, updateBreach } from './breaches';

/** The breach register, under /admin/breaches (docs/privacy.md, "Breaches"). */
export const adminBreachRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin: privacy'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Personal data breaches, the newest found first, each with the day the Commission is to be told',
        querystring: KeysetPageQuery,
        response: { 200: AdminBreachesPage },
      },
    },
    async (request) => listBreaches(db, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Record a breach: what happened, which data, who, and when the Commission and the people were told',
        body: AdminCreateBreachBody,
        response: { 201: AdminBreach },
      },
    },
    async (request, reply) => reply.code(201).send(await recordBreach(db, userOf(request), request.body)),
  );

  app.put(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Correct a breach or add when the Commission and the people were told',
        params: IdParams,
        body: AdminUpdateBreachBody,
        response: { 200: AdminBreach },
      },
    },
    async (request) => updateBreach(db, userOf(request), request.params.id, request.body),
  );
};
