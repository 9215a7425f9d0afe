import { AddWishlistItemBody, ProductIdParams, WishlistItem } from '@shop/contract/cart';
import { IdParams } from '@shop/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import { WishlistService } from './service';

/** One wishlist per brand: registered under /fursa/wishlist and /igsum/wishlist. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Db; brand: Brand }> = async (app, { db, brand }) => {
  const wishlists = new WishlistService(db, brand);
  const tags = ['wishlist'];
  const { labels } = BRANDS[brand];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: `The signed-in customer's ${labels.product} wishlist, newest first`,
        response: { 200: z.array(WishlistItem) },
      },
    },
    async (request) => wishlists.list(userOf(request).id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: `Save ${labels.aProduct} (201); saving it again returns the existing row (200)`,
        body: AddWishlistItemBody,
        response: { 200: WishlistItem, 201: WishlistItem },
      },
    },
    async (request, reply) => {
      const { item, created } = await wishlists.add(userOf(request).id, request.body.product);
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.delete(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Remove a wishlist row',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await wishlists.remove(userOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/product/:productId/',
    {
      schema: {
        tags,
        summary: 'Remove a product from the wishlist (204 even when it was not saved)',
        params: ProductIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await wishlists.removeProduct(userOf(request).id, request.params.productId);
      return reply.status(204).send(null);
    },
  );
};
