import { IdParams } from '@shop/contract/common';
import {
  AdminCreateTourCategoryBody,
  AdminTourCategory,
  AdminUpdateTourCategoryBody,
} from '@shop/contract/tours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { BRANDS, type Brand, type BrandSettings } from '#server/modules/catalog/brands.ts';
import {
  type AdminProductCategory,
  listAdminProductCategories,
} from '#server/modules/catalog/category-queries.ts';
import { listAdminTourCategories } from '#server/modules/tours/tour-queries.ts';
import {
  type CategoryAdminService,
  type CategorySet,
  productCategorySet,
  TOUR_CATEGORIES,
} from './category-admin-service';

type CategoryDto = AdminProductCategory | AdminTourCategory;
type Schemas = BrandSettings['schemas'];

/** GET, POST / and PUT, DELETE /{id}/ for one set of categories. */
function categoryAdminRoutes(
  label: string,
  schemas: {
    kind: CategorySet<CategoryDto>;
    item: Schemas['adminCategory'] | typeof AdminTourCategory;
    create: Schemas['createCategory'] | typeof AdminCreateTourCategoryBody;
    update: Schemas['updateCategory'] | typeof AdminUpdateTourCategoryBody;
    list: (db: Db) => Promise<CategoryDto[]>;
  },
): FastifyPluginAsyncZod<{ db: Db; service: CategoryAdminService }> {
  return async (app, { db, service }) => {
    const tags = ['admin: categories'];
    const { kind, item } = schemas;

    app.get(
      '/',
      {
        schema: {
          tags,
          summary: `${label} with how much each holds`,
          response: { 200: z.array(item) },
        },
      },
      async () => schemas.list(db),
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          summary: `Create one of the ${label.toLowerCase()} (slug made from the name when absent)`,
          body: schemas.create,
          response: { 201: item },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(userOf(request), kind, request.body)),
    );

    app.put(
      '/:id/',
      {
        schema: {
          tags,
          summary: `Rename one of the ${label.toLowerCase()} or change its slug`,
          params: IdParams,
          body: schemas.update,
          response: { 200: item },
        },
      },
      async (request) => service.update(userOf(request), kind, request.params.id, request.body),
    );

    app.delete(
      '/:id/',
      {
        schema: {
          tags,
          summary: `Delete one of the ${label.toLowerCase()}; refused (409) while it still holds anything`,
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

/** The product categories of one brand. */
export function adminProductCategoryRoutes(brand: Brand) {
  const { labels, schemas } = BRANDS[brand];
  return categoryAdminRoutes(labels.categories, {
    kind: productCategorySet(brand),
    item: schemas.adminCategory,
    create: schemas.createCategory,
    update: schemas.updateCategory,
    list: (db) => listAdminProductCategories(db, brand),
  });
}

export const adminTourCategoryRoutes = categoryAdminRoutes('Tour categories', {
  kind: TOUR_CATEGORIES,
  item: AdminTourCategory,
  create: AdminCreateTourCategoryBody,
  update: AdminUpdateTourCategoryBody,
  list: (db) => listAdminTourCategories(db),
});
