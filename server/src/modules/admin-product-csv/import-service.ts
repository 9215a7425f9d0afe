import type {
  ImportAction,
  ProductImportApplyBody,
  ProductImportPreview,
  ProductImportResult,
} from '@shop/contract/product-csv';
import { and, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { setStockReason } from '#server/db/stock-reason.ts';
import type { ImageStore } from '#server/http/uploads.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '#server/lib/db-errors.ts';
import { newProductColumns } from '#server/modules/admin-catalog/product-admin-service.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import { readProductCsv } from './csv-rows';
import { type ImportPlan, type PlannedRow, planImport } from './import-plan';

const CHANGED_SINCE_PREVIEW =
  'Some products changed since the preview (an order or another admin changed them): ' +
  'preview the file again, then apply it.';
const INSERT_CHUNK = 500;

/** docs/catalogue-import.md: what an import would do; nothing is written. */
export async function previewImport(db: Db, brand: Brand, csv: string): Promise<ProductImportPreview> {
  const plan = await planImport(db, brand, readProductCsv(csv));
  return {
    rows: plan.rows.map(({ input: _input, update: _update, ...row }) => row),
    counts: countActions(plan.rows),
    versions: plan.versions,
  };
}

/**
 * docs/catalogue-import.md: applies the whole file in one transaction or nothing of it. The
 * products it names are locked and planned again; a row with errors is a 400, and a product whose
 * version is not the one the preview read (changed, created or deleted since) a 409.
 */
export async function applyImport(
  db: Db,
  images: ImageStore,
  actor: AuditActor,
  brand: Brand,
  body: ProductImportApplyBody,
): Promise<ProductImportResult> {
  const rows = readProductCsv(body.csv);
  const { plan, replaced } = await db
    .transaction(async (tx) => {
      const plan = await planImport(tx, brand, rows, true);
      const invalid = plan.rows.filter((r) => r.action === 'invalid');
      if (invalid.length > 0) {
        throw AppError.field('csv', `${invalid.length} row(s) have errors: preview the file to see them`);
      }
      const changed = changedSincePreview(plan, body.versions);
      if (changed.length > 0) {
        throw AppError.conflict(CHANGED_SINCE_PREVIEW, {
          csv: [`Changed: ${changed.slice(0, 20).join(', ')}`],
        });
      }
      await setStockReason(tx, { reason: 'import', actor });
      const replaced = await writeRows(tx, brand, plan.rows);
      const counts = countActions(plan.rows);
      await recordAudit(
        tx,
        actor,
        'product.import',
        { type: BRANDS[brand].productEntity },
        {
          ...(body.file_name && { file: body.file_name }),
          created: counts.create,
          updated: counts.update,
          unchanged: counts.unchanged,
        },
      );
      return { plan, replaced };
    })
    .catch((err: unknown) => {
      // Another admin created a product with one of the file's slugs, or deleted a category the
      // file names, after this plan was made.
      if (isUniqueViolation(err) || isForeignKeyViolation(err))
        throw AppError.conflict(CHANGED_SINCE_PREVIEW);
      throw err;
    });
  // Files of uploads an image_url replaced go only once the change is committed.
  for (const image of replaced) await images.remove(image);
  const counts = countActions(plan.rows);
  return { created: counts.create, updated: counts.update, unchanged: counts.unchanged };
}

/** Slugs whose product's version is not the preview's: changed, created or deleted since. */
function changedSincePreview(plan: ImportPlan, previewed: Record<string, number>): string[] {
  const slugs = new Set([...Object.keys(plan.versions), ...plan.rows.map((r) => r.slug)]);
  return [...slugs].filter(
    (slug) => slug !== '' && (plan.versions[slug] ?? null) !== (previewed[slug] ?? null),
  );
}

async function writeRows(tx: Tx, brand: Brand, rows: PlannedRow[]) {
  const creates = rows.flatMap((r) =>
    r.input ? [{ ...newProductColumns(brand, r.input, null), slug: r.slug }] : [],
  );
  for (let i = 0; i < creates.length; i += INSERT_CHUNK) {
    await tx.insert(products).values(creates.slice(i, i + INSERT_CHUNK));
  }
  const replaced: string[] = [];
  for (const row of rows) {
    if (!row.update) continue;
    const { id, set } = row.update;
    const [before] = await tx
      .select({ image: products.image })
      .from(products)
      .where(and(eq(products.brand, brand), eq(products.id, id)));
    await tx
      .update(products)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(products.brand, brand), eq(products.id, id)));
    if (set.image === null && before?.image) replaced.push(before.image);
  }
  return replaced;
}

function countActions(rows: PlannedRow[]): Record<ImportAction, number> {
  const counts: Record<ImportAction, number> = { create: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const row of rows) counts[row.action] += 1;
  return counts;
}
