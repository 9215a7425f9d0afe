import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { ImageStore, uploadsPlugin } from '#server/http/uploads.ts';
import type { FileStore } from '#server/lib/image-store/file-store.ts';
import { backfillVariants } from '#server/lib/image-variants.ts';
import { ALL_BRANDS, BRANDS } from '#server/modules/catalog/brands.ts';
import { CategoryAdminService } from './category-admin-service';
import { adminProductCategoryRoutes, adminTourCategoryRoutes } from './category-routes';
import { ProductAdminService } from './product-admin-service';
import { adminProductRoutes } from './product-routes';
import { TourAdminService } from './tour-admin-service';
import { adminTourRoutes } from './tour-routes';

/**
 * The admin catalogue under /api/admin: products of both brands, tours and the three category
 * tables. Multipart forms (image uploads) are accepted in this scope only.
 */
export const adminCatalogRoutes: FastifyPluginAsync<{ db: Db; uploads: FileStore }> = async (
  app,
  { db, uploads },
) => {
  await app.register(uploadsPlugin);
  const images = new ImageStore(uploads);
  // Uploads stored before their phone-sized copies existed get them, in the background.
  app.addHook('onReady', async () => {
    void backfillVariants(uploads, app.log);
  });
  const products = new ProductAdminService(db, images);
  const categories = new CategoryAdminService(db);
  for (const brand of ALL_BRANDS) {
    const { adminProductsPrefix, adminCategoriesPrefix } = BRANDS[brand];
    await app.register(adminProductRoutes, { prefix: adminProductsPrefix, db, service: products, brand });
    await app.register(adminProductCategoryRoutes(brand), {
      prefix: adminCategoriesPrefix,
      db,
      service: categories,
    });
  }
  await app.register(adminTourRoutes, { prefix: '/tours', db, service: new TourAdminService(db) });
  await app.register(adminTourCategoryRoutes, { prefix: '/tour-categories', db, service: categories });
};
