import { SLUG_PATTERN } from '@shop/contract/catalog';
import {
  type ImportAction,
  type ProductCsvColumn,
  SPECIFICATIONS_SEPARATOR,
} from '@shop/contract/product-csv';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '#server/db/client.ts';
import { productCategories, products } from '#server/db/schema.ts';
import {
  changedProductColumns,
  type ProductChanges,
  type ProductColumns,
  type ProductInput,
} from '#server/modules/admin-catalog/product-admin-service.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import { imageColumnsAfterUpdate } from '#server/modules/catalog/image-url.ts';
import type { CsvRow } from './csv-rows';

type Existing = Awaited<ReturnType<typeof existingProducts>>[number];

export type PlannedRow = {
  line: number;
  slug: string;
  name: string;
  action: ImportAction;
  changes: string[];
  errors: { column: string; message: string }[];
  /** What a `create` inserts. */
  input?: ProductInput;
  /** What an `update` writes to product `id`. */
  update?: { id: number; set: ProductColumns };
};

export type ImportPlan = { rows: PlannedRow[]; versions: Record<string, number> };

/** The product columns each CSV column fills, to name what an update changes. */
const COLUMN_OF: Partial<Record<keyof ProductColumns, ProductCsvColumn>> = {
  name: 'name',
  description: 'description',
  price: 'price',
  originalPrice: 'original_price',
  categoryId: 'category',
  stockQuantity: 'stock_quantity',
  isActive: 'is_active',
  specifications: 'specifications',
  imageUrl: 'image_url',
  image: 'image_url',
};

/**
 * docs/catalogue-import.md: what importing `rows` into `brand` would do, row by row, with every
 * row's errors; nothing is written. With `lock`, the products the file names are locked until
 * the caller's transaction ends, so what was planned is what gets written.
 */
export async function planImport(
  db: Db | Tx,
  brand: Brand,
  rows: CsvRow[],
  lock = false,
): Promise<ImportPlan> {
  const slugs = [...new Set(rows.map((r) => (r.cells.slug ?? '').trim()).filter((s) => s !== ''))];
  // One after another: applied, this runs in a transaction, one connection that runs one query at
  // a time (node-postgres queues the second with a deprecation warning).
  const found = await existingProducts(db, brand, slugs, lock);
  const categories = await db
    .select({ id: productCategories.id, slug: productCategories.slug })
    .from(productCategories)
    .where(eq(productCategories.brand, brand));
  const bySlug = new Map(found.map((p) => [p.slug, p]));
  const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
  const firstLine = new Map<string, number>();
  const planned = rows.map((row) => {
    const slug = (row.cells.slug ?? '').trim();
    const errors: PlannedRow['errors'] = [];
    if (row.cellCountError) errors.push({ column: 'row', message: row.cellCountError });
    if (slug !== '' && (slug.length > 220 || !SLUG_PATTERN.test(slug))) {
      errors.push({
        column: 'slug',
        message: 'Use lower-case letters and digits separated by single hyphens',
      });
    }
    const earlier = firstLine.get(slug);
    if (slug !== '' && earlier !== undefined) {
      errors.push({ column: 'slug', message: `The same slug is on row ${earlier}` });
    } else if (slug !== '') firstLine.set(slug, row.line);
    return planRow(brand, row, slug, bySlug.get(slug), categoryIds, errors);
  });
  return { rows: planned, versions: Object.fromEntries(found.map((p) => [p.slug, p.version])) };
}

function planRow(
  brand: Brand,
  row: CsvRow,
  slug: string,
  existing: Existing | undefined,
  categoryIds: Map<string, number>,
  errors: PlannedRow['errors'],
): PlannedRow {
  const fields = fieldsOf(row.cells, categoryIds, errors);
  const schema = existing ? BRANDS[brand].schemas.updateProduct : BRANDS[brand].schemas.createProduct;
  const parsed = (schema as z.ZodType<ProductInput | ProductChanges>).safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? 'row');
      // An unknown category was reported already; its missing id would only say it again.
      if (!errors.some((e) => e.column === column)) errors.push({ column, message: issue.message });
    }
  }
  const base = { line: row.line, slug, name: row.cells.name?.trim() || existing?.name || '', errors };
  if (errors.length > 0 || !parsed.success) return { ...base, action: 'invalid', changes: [] };
  if (!existing) return { ...base, action: 'create', changes: [], input: parsed.data as ProductInput };
  const set = differences(existing, {
    ...changedProductColumns(brand, parsed.data),
    ...imageColumnsAfterUpdate(existing.image, null, parsed.data.image_url),
  });
  const changes = [...new Set(Object.keys(set).map((k) => COLUMN_OF[k as keyof ProductColumns] ?? k))];
  return changes.length === 0
    ? { ...base, action: 'unchanged', changes }
    : { ...base, action: 'update', changes, update: { id: existing.id, set } };
}

/** The cells as the admin API's product bodies take them. */
function fieldsOf(
  cells: CsvRow['cells'],
  categoryIds: Map<string, number>,
  errors: PlannedRow['errors'],
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const column of [
    'name',
    'description',
    'price',
    'original_price',
    'stock_quantity',
    'image_url',
  ] as const) {
    if (cells[column] !== undefined) fields[column] = cells[column];
  }
  const active = cells.is_active?.trim();
  if (active) fields.is_active = active.toLowerCase();
  if (cells.specifications !== undefined) {
    fields.specifications = cells.specifications
      .split(SPECIFICATIONS_SEPARATOR.trim())
      .map((s) => s.trim())
      .filter((s) => s !== '');
  }
  const category = cells.category?.trim();
  if (category) {
    const id = categoryIds.get(category);
    if (id === undefined)
      errors.push({ column: 'category', message: `No category has the slug "${category}"` });
    else fields.category = id;
  } else if (cells.category !== undefined) fields.category = '';
  return fields;
}

/** Only the columns whose value differs from the product's. */
function differences(existing: Existing, set: ProductColumns): ProductColumns {
  const changed: ProductColumns = {};
  for (const [key, value] of Object.entries(set) as [keyof ProductColumns & keyof Existing, unknown][]) {
    if (!sameValue(existing[key], value)) Object.assign(changed, { [key]: value });
  }
  return changed;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === null || b === null || a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  // Money: "1250000.00" in the database is "1250000" in a spreadsheet.
  if (typeof a === 'string' && typeof b === 'string' && /^\d+(\.\d+)?$/.test(a) && /^\d+(\.\d+)?$/.test(b)) {
    return Number(a) === Number(b);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

function existingProducts(db: Db | Tx, brand: Brand, slugs: string[], lock: boolean) {
  const p = products;
  const query = db
    .select({
      id: p.id,
      slug: p.slug,
      version: p.version,
      name: p.name,
      description: p.description,
      price: p.price,
      originalPrice: p.originalPrice,
      categoryId: p.categoryId,
      stockQuantity: p.stockQuantity,
      isActive: p.isActive,
      specifications: p.specifications,
      image: p.image,
      imageUrl: p.imageUrl,
    })
    .from(p)
    .where(and(eq(p.brand, brand), inArray(p.slug, slugs.length > 0 ? slugs : [''])))
    .orderBy(p.id);
  return lock ? query.for('update') : query;
}
