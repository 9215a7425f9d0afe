import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { imageStore, uploadsPlugin } from '../../plugins/uploads';
import { CategoryAdminService } from './category-admin-service';
import {
  adminIgsumCategoryRoutes,
  adminLaptopCategoryRoutes,
  adminTourCategoryRoutes,
} from './category-routes';
import { ProductAdminService } from './product-admin-service';
import { adminIgsumProductRoutes, adminLaptopRoutes } from './product-routes';
import { TourAdminService } from './tour-admin-service';
import { adminTourRoutes } from './tour-routes';

/**
 * The admin catalogue under /api/admin: products of both brands, tours and the three category
 * tables. Multipart forms (image uploads) are accepted in this scope only.
 */
export const adminCatalogRoutes: FastifyPluginAsync<{ db: Db; dataDir: string }> = async (
  app,
  { db, dataDir },
) => {
  await app.register(uploadsPlugin);
  const products = new ProductAdminService(db, imageStore(dataDir));
  const categories = new CategoryAdminService(db);
  await app.register(adminLaptopRoutes, { prefix: '/products', db, service: products });
  await app.register(adminIgsumProductRoutes, { prefix: '/igsum-products', db, service: products });
  await app.register(adminTourRoutes, { prefix: '/tours', db, service: new TourAdminService(db) });
  await app.register(adminLaptopCategoryRoutes, { prefix: '/categories', db, service: categories });
  await app.register(adminIgsumCategoryRoutes, {
    prefix: '/igsum-product-categories',
    db,
    service: categories,
  });
  await app.register(adminTourCategoryRoutes, { prefix: '/tour-categories', db, service: categories });
};
