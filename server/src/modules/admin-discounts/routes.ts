import { CappedListQuery, IdParams } from '@shop/contract/common';
import { AdminDiscountCode, AdminDiscountCodeUse, DiscountCodeBody } from '@shop/contract/discounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { AdminDiscountsService } from './service';

/** docs/discount-codes.md: the admin's discount codes, under /admin/discounts; every change audit-logged. */
export const adminDiscountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin: discounts'];
  const service = new AdminDiscountsService(db);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Discount codes, newest first, with their uses and the revenue of their paid orders',
        querystring: CappedListQuery,
        response: { 200: z.array(AdminDiscountCode) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a discount code (409 when the code exists in any case)',
        body: DiscountCodeBody,
        response: { 201: AdminDiscountCode },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(userOf(request), request.body)),
  );

  app.get(
    '/:id/',
    {
      schema: { tags, summary: 'One discount code', params: IdParams, response: { 200: AdminDiscountCode } },
    },
    async (request) => service.get(request.params.id),
  );

  app.put(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Change a discount code; orders already placed keep the saving they got',
        params: IdParams,
        body: DiscountCodeBody,
        response: { 200: AdminDiscountCode },
      },
    },
    async (request) => service.update(userOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a discount code no order used (409 otherwise: switch it off)',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) =>
      reply.status(204).send(await service.remove(userOf(request), request.params.id)),
  );

  app.get(
    '/:id/uses/',
    {
      schema: {
        tags,
        summary: "A code's uses, newest first, with their orders",
        params: IdParams,
        querystring: CappedListQuery,
        response: { 200: z.array(AdminDiscountCodeUse) },
      },
    },
    async (request) => service.uses(request.params.id, request.query),
  );
};
