import { IdParams } from '@shop/contract/common';
import {
  AdminCorrectSerialBody,
  AdminLineSerials,
  AdminLineSerialsBody,
  AdminSerialArrival,
  AdminSerialArrivalBody,
  OrderItemParams,
  SerialLookup,
  SerialLookupQuery,
  SerialUnit,
} from '@shop/contract/serials';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { recordPersonalDataView } from '#server/http/personal-data-views.ts';
import { SerialsService } from './serials-service';

const tags = ['admin: serials'];

/** docs/serials-and-warranty.md: the admin's serial numbers, under /api/admin. */
export const adminSerialRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new SerialsService(db);

  app.get(
    '/serials/',
    {
      schema: {
        tags,
        summary: 'The units with this serial number: product, sale, customer and warranty',
        querystring: SerialLookupQuery,
        response: { 200: SerialLookup },
      },
    },
    async (request) => {
      const found = await service.lookup(request.query.serial);
      const sold = found.results.filter((u) => u.sale);
      // docs/privacy.md: a sale shows its customer's name, e-mail and phone.
      if (sold.length > 0) {
        await recordPersonalDataView(
          db,
          request,
          { type: 'product_serial', id: sold[0]!.id },
          {
            orders: sold.map((u) => u.sale!.order_id),
          },
        );
      }
      return found;
    },
  );

  app.post(
    '/serials/arrivals/',
    {
      schema: {
        tags,
        summary: "Units of a product arrive with their serials; the product's stock rises by their count",
        body: AdminSerialArrivalBody,
        response: { 201: AdminSerialArrival },
      },
    },
    async (request, reply) => reply.status(201).send(await service.receive(userOf(request), request.body)),
  );

  app.put(
    '/serials/:id/',
    {
      schema: {
        tags,
        summary: "Correct a serial number's text",
        params: IdParams,
        body: AdminCorrectSerialBody,
        response: { 200: SerialUnit },
      },
    },
    async (request) => service.correct(userOf(request), request.params.id, request.body.serial),
  );

  app.put(
    '/orders/:id/items/:item_id/serials/',
    {
      schema: {
        tags,
        summary: "Set an order line's serial numbers (one per unit); `move` takes one from another order",
        params: OrderItemParams,
        body: AdminLineSerialsBody,
        response: { 200: AdminLineSerials },
      },
    },
    async (request) =>
      service.setLineSerials(userOf(request), request.params.id, request.params.item_id, request.body),
  );
};
