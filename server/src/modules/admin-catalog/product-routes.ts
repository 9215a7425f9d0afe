import {
  AdminCatalogProduct,
  AdminCatalogProductPage,
  AdminCreateIgsumProductBody,
  AdminCreateLaptopBody,
  AdminListProductsQuery,
  AdminUpdateIgsumProductBody,
  AdminUpdateLaptopBody,
} from '@shop/contract/catalog';
import { IdParams } from '@shop/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { userOf } from '../../plugins/auth';
import { readImageForm, uploadedImage } from '../../plugins/uploads';
import { IGSUM_PRODUCTS, LAPTOPS, type ProductKind } from '../catalog/product-kinds';
import { findProduct, listProducts } from '../catalog/product-queries';
import type { ProductAdminService } from './product-admin-service';

type Options = { db: Db; service: ProductAdminService };
type Bodies =
  | { create: typeof AdminCreateLaptopBody; update: typeof AdminUpdateLaptopBody }
  | { create: typeof AdminCreateIgsumProductBody; update: typeof AdminUpdateIgsumProductBody };

/** GET, POST / and GET, PUT, DELETE /{id}/ for one product kind; bodies are JSON or multipart. */
function productAdminRoutes(kind: ProductKind, tag: string, bodies: Bodies): FastifyPluginAsyncZod<Options> {
  return async (app, { db, service }) => {
    const tags = [tag];
    const security = [{ bearer: [] }];
    const consumes = ['application/json', 'multipart/form-data'];
    app.addHook('onRequest', app.requireAdmin);

    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          summary: 'Every product, active or not, filtered and paged',
          querystring: AdminListProductsQuery,
          response: { 200: AdminCatalogProductPage },
        },
      },
      async (request) => listProducts(db, kind, { scope: 'admin', ...request.query }),
    );

    app.post(
      '/',
      {
        preValidation: readImageForm,
        schema: {
          tags,
          security,
          consumes,
          summary: 'Create a product (an `image` file may come with a multipart form)',
          body: bodies.create,
          response: { 201: AdminCatalogProduct },
        },
      },
      async (request, reply) => {
        const product = await service.create(userOf(request), kind, request.body, uploadedImage(request));
        return reply.status(201).send(product);
      },
    );

    app.get(
      '/:id/',
      {
        schema: {
          tags,
          security,
          summary: 'One product',
          params: IdParams,
          response: { 200: AdminCatalogProduct },
        },
      },
      async (request) => {
        const product = await findProduct(db, kind, request.params.id);
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
          security,
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
        service.update(userOf(request), kind, request.params.id, request.body, uploadedImage(request)),
    );

    app.delete(
      '/:id/',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a product; past orders keep their lines',
          params: IdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.remove(userOf(request), kind, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}

export const adminLaptopRoutes = productAdminRoutes(LAPTOPS, 'admin: laptops', {
  create: AdminCreateLaptopBody,
  update: AdminUpdateLaptopBody,
});

export const adminIgsumProductRoutes = productAdminRoutes(IGSUM_PRODUCTS, 'admin: igsum products', {
  create: AdminCreateIgsumProductBody,
  update: AdminUpdateIgsumProductBody,
});
