import {
  ProductImportApplyBody,
  ProductImportPreview,
  ProductImportPreviewBody,
  ProductImportResult,
} from '@shop/contract/product-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import type { ImageStore } from '#server/http/uploads.ts';
import { exportFileName } from '#server/modules/admin-exports/csv-stream.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import { applyImport, previewImport } from './import-service';
import { productCsvStream } from './product-export';

/** A file of MAX_IMPORT_CHARS characters, JSON-escaped, with room to spare. */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * GET /export/, POST /import/preview/ and /import/apply/ under one brand's admin products prefix
 * (docs/catalogue-import.md).
 */
export const productCsvRoutes: FastifyPluginAsyncZod<{ db: Db; images: ImageStore; brand: Brand }> = async (
  app,
  { db, images, brand },
) => {
  const tags = [`admin: ${BRANDS[brand].labels.products.toLowerCase()}`];

  app.get(
    '/export/',
    {
      schema: {
        tags,
        summary: 'Every product as CSV (UTF-8 with BOM), the columns the import reads',
        produces: ['text/csv'],
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      // Named by the shop's date, as the orders export is (docs/sales-and-exports.md).
      const file = exportFileName(`${brand}-products`);
      await recordAudit(
        db,
        userOf(request),
        'product.export',
        { type: BRANDS[brand].productEntity },
        { file },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(productCsvStream(db, brand));
    },
  );

  app.post(
    '/import/preview/',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'What importing a products CSV would create, update or leave, with every row’s errors',
        body: ProductImportPreviewBody,
        response: { 200: ProductImportPreview },
      },
    },
    async (request) => previewImport(db, brand, request.body.csv),
  );

  app.post(
    '/import/apply/',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Apply a products CSV in one transaction, all or nothing; 409 when a product changed since ' +
          'the preview whose `versions` are sent back',
        body: ProductImportApplyBody,
        response: { 200: ProductImportResult },
      },
    },
    async (request) => applyImport(db, images, userOf(request), brand, request.body),
  );
};
