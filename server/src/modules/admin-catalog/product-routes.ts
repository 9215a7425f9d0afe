import { AdminCatalogProduct, AdminCatalogProductPage, AdminListProductsQuery } from '@shop/contract/catalog';
import { IdParams } from '@shop/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { readImageForm, uploadedImage } from '#server/http/uploads.ts';
import { AppError } from '#server/lib/app-error.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import { findProduct, listProducts } from '#server/modules/catalog/product-queries.ts';
import type { ProductAdminService } from './product-admin-service';

/**
 * GET, POST / and GET, PUT, DELETE /{id}/ for one brand's products; bodies are JSON or multipart
 * for both brands, each checked by its brand's contract schema.
 */
export const adminProductRoutes: FastifyPluginAsyncZod<{
  db: Db;
  service: ProductAdminService;
  brand: Brand;
}> = async (app, { db, service, brand }) => {
  const { labels, schemas } = BRANDS[brand];
  const bodies = { create: schemas.createProduct, update: schemas.updateProduct };
  const tags = [`admin: ${labels.products.toLowerCase()}`];
  const consumes = ['application/json', 'multipart/form-data'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every product, active or not, filtered and paged',
        querystring: AdminListProductsQuery,
        response: { 200: AdminCatalogProductPage },
      },
    },
    async (request) => listProducts(db, brand, { scope: 'admin', ...request.query }),
  );

  app.post(
    '/',
    {
      preValidation: readImageForm,
      schema: {
        tags,
        consumes,
        summary: 'Create a product (an `image` file may come with a multipart form)',
        body: bodies.create,
        response: { 201: AdminCatalogProduct },
      },
    },
    async (request, reply) => {
      const product = await service.create(userOf(request), brand, request.body, uploadedImage(request));
      return reply.status(201).send(product);
    },
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'One product',
        params: IdParams,
        response: { 200: AdminCatalogProduct },
      },
    },
    async (request) => {
      const product = await findProduct(db, brand, request.params.id);
      if (!product) throw AppError.notFound('Product not found.');
      return product;
    },
  );

  app.put(
    '/:id/',
    {
      preValidation: readImageForm,
      schema: {
        tags,
        consumes,
        summary:
          'Change any fields of a product; a new image replaces (and deletes) the old upload. ' +
          'With `version`, a product changed since that version is left alone and answered 409.',
        params: IdParams,
        body: bodies.update,
        response: { 200: AdminCatalogProduct },
      },
    },
    async (request) =>
      service.update(userOf(request), brand, request.params.id, request.body, uploadedImage(request)),
  );

  app.delete(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a product; past orders keep their lines',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove(userOf(request), brand, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
