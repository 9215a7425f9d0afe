import {
  CatalogProductDetail,
  CatalogProductPage,
  IgsumProductCategory,
  ListProductsQuery,
} from '@shop/contract/catalog';
import { IdParams } from '@shop/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listIgsumCategories } from '../catalog/category-queries';
import { IGSUM_PRODUCTS } from '../catalog/product-kinds';
import { listProducts, productDetail } from '../catalog/product-queries';

/** The tour brand's own products (prices in USD), under /api/igsum. */
export const igsumProductRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['igsum products'];

  app.get(
    '/products/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Active IGSUM products, filtered, ordered and paged',
        querystring: ListProductsQuery,
        response: { 200: CatalogProductPage },
      },
    },
    async (request) => listProducts(db, IGSUM_PRODUCTS, { scope: 'public', ...request.query }),
  );

  app.get(
    '/products/:id/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'An IGSUM product with its newest reviews',
        params: IdParams,
        response: { 200: CatalogProductDetail },
      },
    },
    async (request) => {
      const product = await productDetail(db, IGSUM_PRODUCTS, request.params.id);
      if (!product) throw AppError.notFound('Product not found.');
      return product;
    },
  );

  app.get(
    '/product-categories/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'IGSUM product categories with their number of active products',
        response: { 200: z.array(IgsumProductCategory) },
      },
    },
    async () => listIgsumCategories(db, 'public'),
  );
};
