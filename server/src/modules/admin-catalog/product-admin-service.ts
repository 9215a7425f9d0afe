import type {
  AdminCatalogProduct,
  AdminCreateIgsumProductBody,
  AdminCreateLaptopBody,
  AdminUpdateIgsumProductBody,
  AdminUpdateLaptopBody,
} from '@shop/contract/catalog';
import { DEFAULT_TAX_CODE } from '@shop/contract/receipts';
import { defaultWarrantyMonths } from '@shop/contract/serials';
import { and, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { productCategories, products, productTranslations } from '#server/db/schema.ts';
import { setStockReason } from '#server/db/stock-reason.ts';
import type { ImageStore, UploadedImage } from '#server/http/uploads.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '#server/lib/db-errors.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import { imageColumnsAfterUpdate } from '#server/modules/catalog/image-url.ts';
import { findProduct } from '#server/modules/catalog/product-queries.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { ADMIN_LOCALE, saveTranslation } from '#server/modules/catalog/translations.ts';
import { slugTaken } from './slug-taken';

export type ProductInput = AdminCreateLaptopBody | AdminCreateIgsumProductBody;
export type ProductChanges = AdminUpdateLaptopBody | AdminUpdateIgsumProductBody;
export type ProductColumns = Partial<typeof products.$inferInsert>;

const CATEGORY_NOT_FOUND = 'Category not found.';
const STALE_PRODUCT =
  'This product changed since you opened it (an order may have changed its stock). ' +
  'Reload to see the current values, then make your changes again.';

/**
 * Admin writes for the products of both brands. An uploaded image is written to disk before the
 * transaction and removed again if it fails; a replaced or deleted product's old file is removed
 * only after the commit, so a rolled-back change never loses an image.
 */
export class ProductAdminService {
  constructor(
    private readonly db: Db,
    private readonly images: ImageStore,
  ) {}

  async create(actor: AuditActor, brand: Brand, input: ProductInput, image?: UploadedImage) {
    const { productEntity } = BRANDS[brand];
    const stored = image ? await this.images.save(image) : null;
    try {
      return await this.db.transaction(async (tx): Promise<AdminCatalogProduct> => {
        await assertCategory(tx, brand, input.category);
        await setStockReason(tx, { reason: 'created', actor });
        const [row] = await tx
          .insert(products)
          .values(newProductColumns(brand, input, stored))
          .returning({ id: products.id })
          .catch((err) => rethrowWriteError(err, brand));
        const id = row!.id;
        await saveProductTexts(tx, brand, id, input);
        await recordAudit(tx, actor, 'product.create', { type: productEntity, id }, { name: input.name });
        return (await findProduct(tx, brand, id))!;
      });
    } catch (err) {
      await this.images.remove(stored);
      throw err;
    }
  }

  async update(
    actor: AuditActor,
    brand: Brand,
    id: number,
    changes: ProductChanges,
    image?: UploadedImage,
  ): Promise<AdminCatalogProduct> {
    const { productEntity } = BRANDS[brand];
    const p = products;
    const stored = image ? await this.images.save(image) : null;
    let outcome: { product: AdminCatalogProduct; replaced: string | null };
    try {
      outcome = await this.db.transaction(async (tx) => {
        // Locked, so two admins replacing the image at once cannot both keep the old file alive.
        const [current] = await tx
          .select({ image: p.image, version: p.version })
          .from(p)
          .where(isProduct(brand, id))
          .for('update');
        if (!current) throw AppError.notFound('Product not found.');
        // The row is locked, so no order can lower the stock between this check and the write.
        if (changes.version !== undefined && changes.version !== current.version) {
          throw AppError.conflict(STALE_PRODUCT);
        }
        if (changes.category !== undefined) await assertCategory(tx, brand, changes.category);
        await setStockReason(tx, { reason: 'admin_edit', actor });
        const set: ProductColumns = { ...changedProductColumns(brand, changes), updatedAt: new Date() };
        const newImage = imageColumnsAfterUpdate(current.image, stored, changes.image_url);
        if (newImage) Object.assign(set, newImage);
        await tx
          .update(p)
          .set(set)
          .where(isProduct(brand, id))
          .catch((err) => rethrowWriteError(err, brand));
        await saveProductTexts(tx, brand, id, changes);
        await recordAudit(
          tx,
          actor,
          'product.update',
          { type: productEntity, id },
          { fields: [...Object.keys(changes).filter((f) => f !== 'version'), ...(stored ? ['image'] : [])] },
        );
        return {
          product: (await findProduct(tx, brand, id))!,
          replaced: newImage && current.image !== newImage.image ? current.image : null,
        };
      });
    } catch (err) {
      await this.images.remove(stored);
      throw err;
    }
    await this.images.remove(outcome.replaced);
    return outcome.product;
  }

  async remove(actor: AuditActor, brand: Brand, id: number): Promise<void> {
    const p = products;
    const removed = await this.db.transaction(async (tx) => {
      // Order lines keep their own name, price and brand (order_items: ON DELETE SET NULL (product_id)).
      const [row] = await tx
        .delete(p)
        .where(isProduct(brand, id))
        .returning({ name: p.name, image: p.image });
      if (!row) throw AppError.notFound('Product not found.');
      await recordAudit(
        tx,
        actor,
        'product.delete',
        { type: BRANDS[brand].productEntity, id },
        { name: row.name },
      );
      return row;
    });
    await this.images.remove(removed.image);
  }
}

/** The Swahili texts the body gave (docs/catalogue.md, "Languages"). */
function saveProductTexts(tx: Tx, brand: Brand, id: number, body: ProductChanges) {
  return saveTranslation(
    tx,
    productTranslations,
    { brand, productId: id, locale: ADMIN_LOCALE },
    { name: body.name_sw, slug: body.slug_sw, description: body.description_sw },
    'slug_sw',
  );
}

/** docs/catalogue.md: the columns a new product is inserted with (`image`: an uploaded file's name). */
export function newProductColumns(brand: Brand, input: ProductInput, image: string | null) {
  return {
    brand,
    name: input.name,
    // Empty: the trigger makes one from the name (docs/catalogue.md).
    slug: input.slug ?? '',
    description: input.description,
    price: input.price,
    originalPrice: input.original_price ?? null,
    categoryId: input.category,
    image,
    imageUrl: image ? null : (input.image_url ?? null),
    stockQuantity: input.stock_quantity,
    specifications: input.specifications ?? [],
    isActive: input.is_active ?? (BRANDS[brand].activeFollowsStock ? input.stock_quantity > 0 : true),
    taxCode: input.tax_code ?? DEFAULT_TAX_CODE,
    warrantyMonths: input.warranty_months ?? defaultWarrantyMonths(brand),
  } satisfies typeof products.$inferInsert;
}

/**
 * The columns a change writes, images aside (imageColumnsAfterUpdate). A laptop whose stock changes without an explicit
 * is_active becomes active exactly when it has stock (docs/catalogue.md).
 */
export function changedProductColumns(brand: Brand, changes: ProductChanges): ProductColumns {
  const set: ProductColumns = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.slug !== undefined) set.slug = changes.slug;
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.price !== undefined) set.price = changes.price;
  if (changes.original_price !== undefined) set.originalPrice = changes.original_price;
  if (changes.category !== undefined) set.categoryId = changes.category;
  if (changes.specifications !== undefined) set.specifications = changes.specifications;
  if (changes.stock_quantity !== undefined) set.stockQuantity = changes.stock_quantity;
  if (changes.tax_code !== undefined) set.taxCode = changes.tax_code;
  if (changes.warranty_months !== undefined) set.warrantyMonths = changes.warranty_months;
  if (changes.is_active !== undefined) set.isActive = changes.is_active;
  else if (BRANDS[brand].activeFollowsStock && changes.stock_quantity !== undefined) {
    set.isActive = changes.stock_quantity > 0;
  }
  return set;
}

async function assertCategory(tx: Tx, brand: Brand, categoryId: number) {
  const [category] = await tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.brand, brand), eq(productCategories.id, categoryId)));
  if (!category) throw AppError.field('category', CATEGORY_NOT_FOUND);
}

/**
 * The category was deleted between the check and the write, or the slug is another product's
 * of the brand (docs/seo.md: a page's address names one item).
 */
function rethrowWriteError(err: unknown, brand: Brand): never {
  if (isForeignKeyViolation(err)) throw AppError.field('category', CATEGORY_NOT_FOUND);
  if (isUniqueViolation(err)) throw slugTaken(`another ${BRANDS[brand].labels.product}`);
  throw err;
}
