import {
  CatalogProductDetail,
  CatalogProductPage,
  LaptopCategory,
  ListProductsQuery,
} from '@shop/contract/catalog';
import { IdParams } from '@shop/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listLaptopCategories } from '../catalog/category-queries';
import { LAPTOPS } from '../catalog/product-kinds';
import { listProducts, productDetail } from '../catalog/product-queries';

/** The laptop shop's catalogue (prices in TZS), under /api/fursa. */
export const laptopRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['laptops'];

  app.get(
    '/products/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Active laptops, filtered, ordered and paged',
        querystring: ListProductsQuery,
        response: { 200: CatalogProductPage },
      },
    },
    async (request) => listProducts(db, LAPTOPS, { scope: 'public', ...request.query }),
  );

  app.get(
    '/products/:id/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A laptop with its newest reviews',
        params: IdParams,
        response: { 200: CatalogProductDetail },
      },
    },
    async (request) => {
      const product = await productDetail(db, LAPTOPS, request.params.id);
      if (!product) throw AppError.notFound('Product not found.');
      return product;
    },
  );

  app.get(
    '/categories/',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Laptop categories with their number of active products',
        response: { 200: z.array(LaptopCategory) },
      },
    },
    async () => listLaptopCategories(db, 'public'),
  );
};
