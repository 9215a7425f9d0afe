import { IdParams } from '@shop/contract/common';
import { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import {
  AdminCreatePhoneCustomerBody,
  AdminCreatePhoneOrderBody,
  AdminCustomerSearchQuery,
  AdminPhoneOrder,
  AdminPushNowBody,
  AdminSendPayLinkResponse,
  PhoneOrderCustomer,
  PhoneOrderCustomerPage,
} from '@shop/contract/phone-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { recordPersonalDataView } from '#server/http/personal-data-views.ts';
import { shopUrl } from '#server/lib/shop-url.ts';
import { createPhoneCustomer, searchCustomers } from './customers';
import type { PhoneOrdersService } from './service';

/** docs/phone-orders.md: taking an order for a customer, under /api/admin/phone-orders (the admin scope's guard). */
export const adminPhoneOrderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  phoneOrders: PhoneOrdersService;
  publicUrl: string | undefined;
}> = async (app, { db, phoneOrders, publicUrl }) => {
  const tags = ['admin', 'phone-orders'];

  app.get(
    '/customers/',
    {
      schema: {
        tags,
        summary: 'Customers whose phone, e-mail, username or name matches q, by name, a page of at most 20',
        querystring: AdminCustomerSearchQuery,
        response: { 200: PhoneOrderCustomerPage },
      },
    },
    async (request) => {
      const page = await searchCustomers(db, request.query);
      // docs/privacy.md: an admin reading customers' personal data is logged; not the words searched.
      await recordPersonalDataView(
        db,
        request,
        { type: 'customers' },
        { searched: true, rows: page.results.length },
      );
      return page;
    },
  );

  app.post(
    '/customers/',
    {
      schema: {
        tags,
        summary: 'A customer from a phone number and a name, without a password (claimed later by a reset)',
        body: AdminCreatePhoneCustomerBody,
        response: { 201: PhoneOrderCustomer },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPhoneCustomer(db, userOf(request), request.body)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: "Place an order for a customer through the storefront's pricing, codes and holds",
        body: AdminCreatePhoneOrderBody,
        response: { 201: AdminPhoneOrder },
      },
    },
    async (request, reply) => reply.status(201).send(await phoneOrders.create(userOf(request), request.body)),
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'An order with its channel, who took it, and its payment link while it can be paid',
        params: IdParams,
        response: { 200: AdminPhoneOrder },
      },
    },
    async (request) => phoneOrders.adminView(request.params.id),
  );

  app.post(
    '/:id/send-link/',
    {
      schema: {
        tags,
        summary: "Text the order's payment link to its customer (outbox, the customer's language)",
        params: IdParams,
        response: { 200: AdminSendPayLinkResponse },
      },
    },
    async (request) => phoneOrders.sendLink(userOf(request), request.params.id),
  );

  app.post(
    '/:id/push/',
    {
      schema: {
        tags,
        summary: "A mobile money push to the customer's phone (or the number given) now",
        params: IdParams,
        body: AdminPushNowBody,
        response: { 201: MobileMoneyAttempt },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await phoneOrders.pushNow(request.params.id, request.body.phone, shopUrl(request, publicUrl))),
  );
};
