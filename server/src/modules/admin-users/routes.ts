import {
  AdminCustomer,
  AdminListCustomersQuery,
  AdminUpdateRoleBody,
  LowStockProduct,
} from '@shop/contract/admin-users';
import { CappedListQuery, IdParams } from '@shop/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { recordPersonalDataView } from '#server/http/personal-data-views.ts';
import { lowStockProducts } from './low-stock';
import { AdminUserService } from './service';

/** Customers, roles and the low-stock list, under /admin. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const adminUsers = new AdminUserService(db);
  const tags = ['admin'];

  app.get(
    '/customers/',
    {
      schema: {
        tags,
        summary: 'Users, newest first, with order count and money spent per currency',
        description:
          'search matches username or e-mail, any case. total_spent counts orders that are not cancelled and ' +
          'either paid or sold/completed/delivered.',
        querystring: AdminListCustomersQuery,
        response: { 200: z.array(AdminCustomer) },
      },
    },
    async (request) => {
      const customers = await adminUsers.customers(request.query);
      await recordPersonalDataView(
        db,
        request,
        { type: 'customers' },
        {
          // Whether it was a search, not its words: they may be a person's e-mail.
          searched: Boolean(request.query.search),
          rows: customers.length,
        },
      );
      return customers;
    },
  );

  app.put(
    '/users/:id/role/',
    {
      schema: {
        tags,
        summary: 'Grant (either flag true) or remove (both false) admin; both flags are set together',
        params: IdParams,
        body: AdminUpdateRoleBody,
        response: { 200: AdminCustomer },
      },
    },
    async (request) => adminUsers.setRole(userOf(request), request.params.id, request.body),
  );

  app.get(
    '/low-stock/',
    {
      schema: {
        tags,
        summary: 'Products of both brands with low stock, lowest first, a capped page at a time',
        querystring: CappedListQuery,
        response: { 200: z.array(LowStockProduct) },
      },
    },
    async (request) => lowStockProducts(db, request.query),
  );
};
