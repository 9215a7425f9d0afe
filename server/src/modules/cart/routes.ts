import { AddCartItemBody, CartItem, UpdateCartItemBody, UpdateCartItemResponse } from '@shop/contract/cart';
import { IdParams } from '@shop/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import { CartService } from './service';

/** One cart per brand: registered under /fursa/cart and /igsum/cart. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db; brand: Brand }> = async (app, { db, brand }) => {
  const carts = new CartService(db, brand);
  const tags = ['cart'];
  const { labels, schemas } = BRANDS[brand];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: `The signed-in customer's ${labels.product} cart`,
        response: { 200: schemas.cart },
      },
    },
    async (request) => carts.list(userOf(request).id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: `Add ${labels.aProduct} to the cart (201), or raise the quantity of its line (200)`,
        body: AddCartItemBody,
        response: { 200: CartItem, 201: CartItem },
      },
    },
    async (request, reply) => {
      const { item, created } = await carts.add(userOf(request).id, request.body);
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.put(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Set the quantity of a cart line; 0 removes it ({removed: true, item: null})',
        params: IdParams,
        body: UpdateCartItemBody,
        response: { 200: UpdateCartItemResponse },
      },
    },
    async (request) => carts.update(userOf(request).id, request.params.id, request.body.quantity),
  );

  app.delete(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Remove a cart line',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await carts.remove(userOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
