import { CatalogProductDetail, CatalogProductPage, ListProductsQuery } from '@shop/contract/catalog';
import { IdParams, SlugParams } from '@shop/contract/common';
import { LangQuery } from '@shop/contract/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { BRANDS, type Brand, capitalized } from './brands';
import { listProductCategories } from './category-queries';
import { type CatalogFreshness, ProductListCopy } from './product-list-copy';
import { listProducts, productDetail, productDetailBySlug } from './product-queries';

/**
 * One brand's public catalogue, registered under its API prefix (/fursa: laptops in TZS, /igsum:
 * the tour brand's own products in USD).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  db: Db;
  brand: Brand;
  /** Where the catalogue's changes are heard; without it every list is read from the database. */
  freshness?: CatalogFreshness;
}> = async (app, { db, brand, freshness }) => {
  const { labels, categoriesPath, schemas } = BRANDS[brand];
  const copy = freshness && new ProductListCopy(db, brand, freshness);
  const tags = [labels.products.toLowerCase()];

  app.get(
    '/products/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: `Active ${labels.products}, filtered, ordered and paged`,
        querystring: ListProductsQuery,
        response: { 200: CatalogProductPage },
      },
    },
    async (request) => listProducts(db, brand, { scope: 'public', ...request.query }, copy),
  );

  app.get(
    '/products/:id/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: `${capitalized(labels.aProduct)} with its newest reviews`,
        params: IdParams,
        querystring: LangQuery,
        response: { 200: CatalogProductDetail },
      },
    },
    async (request) => {
      const product = await productDetail(db, brand, request.params.id, request.query.lang);
      if (!product) throw AppError.notFound('Product not found.');
      return product;
    },
  );

  app.get(
    '/products/by-slug/:slug/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: `The active ${labels.product} whose page has this slug, with its newest reviews`,
        params: SlugParams,
        querystring: LangQuery,
        response: { 200: CatalogProductDetail },
      },
    },
    async (request) => {
      const product = await productDetailBySlug(db, brand, request.params.slug, request.query.lang);
      if (!product) throw AppError.notFound('Product not found.');
      return product;
    },
  );

  app.get(
    categoriesPath,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: `${labels.categories} with their number of active products`,
        querystring: LangQuery,
        response: { 200: z.array(schemas.category) },
      },
    },
    async (request) =>
      listProductCategories(db, brand, 'public', {
        lang: request.query.lang,
        counted: copy?.categoryCounts(),
      }),
  );
};
