import type {
  AdminCatalogProduct,
  AdminCreateIgsumProductBody,
  AdminCreateLaptopBody,
  AdminUpdateIgsumProductBody,
  AdminUpdateLaptopBody,
} from '@shop/contract/catalog';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { igsumProducts, laptopProducts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { ImageStore, UploadedImage } from '../../plugins/uploads';
import { imageColumnsAfterUpdate } from '../catalog/image-url';
import type { ProductKind } from '../catalog/product-kinds';
import { findProduct } from '../catalog/product-queries';

export type ProductInput = AdminCreateLaptopBody | AdminCreateIgsumProductBody;
export type ProductChanges = AdminUpdateLaptopBody | AdminUpdateIgsumProductBody;
type ProductColumns = Partial<typeof laptopProducts.$inferInsert & typeof igsumProducts.$inferInsert>;

const CATEGORY_NOT_FOUND = 'Category not found.';
const STALE_PRODUCT =
  'This product changed since you opened it (an order may have changed its stock). ' +
  'Reload to see the current values, then make your changes again.';

/**
 * Admin writes for laptops and IGSUM products. An uploaded image is written to disk before the
 * transaction and removed again if it fails; a replaced or deleted product's old file is removed
 * only after the commit, so a rolled-back change never loses an image.
 */
export class ProductAdminService {
  constructor(
    private readonly db: Db,
    private readonly images: ImageStore,
  ) {}

  async create(actor: AuditActor, kind: ProductKind, input: ProductInput, image?: UploadedImage) {
    const stored = image ? await this.images.save(image) : null;
    try {
      return await this.db.transaction(async (tx): Promise<AdminCatalogProduct> => {
        await assertCategory(tx, kind, input.category);
        const [row] = await tx
          .insert(kind.products)
          .values({
            name: input.name,
            description: input.description,
            price: input.price,
            originalPrice: input.original_price ?? null,
            categoryId: input.category,
            image: stored,
            imageUrl: stored ? null : (input.image_url ?? null),
            stockQuantity: input.stock_quantity,
            specifications: input.specifications ?? [],
            isActive: input.is_active ?? (kind.activeFollowsStock ? input.stock_quantity > 0 : true),
          })
          .returning({ id: kind.products.id })
          .catch(rethrowMissingCategory);
        const id = row!.id;
        await recordAudit(tx, actor, 'product.create', { type: kind.entity, id }, { name: input.name });
        return (await findProduct(tx, kind, id))!;
      });
    } catch (err) {
      await this.images.remove(stored);
      throw err;
    }
  }

  async update(
    actor: AuditActor,
    kind: ProductKind,
    id: number,
    changes: ProductChanges,
    image?: UploadedImage,
  ): Promise<AdminCatalogProduct> {
    const p = kind.products;
    const stored = image ? await this.images.save(image) : null;
    let outcome: { product: AdminCatalogProduct; replaced: string | null };
    try {
      outcome = await this.db.transaction(async (tx) => {
        // Locked, so two admins replacing the image at once cannot both keep the old file alive.
        const [current] = await tx
          .select({ image: p.image, version: p.version })
          .from(p)
          .where(eq(p.id, id))
          .for('update');
        if (!current) throw AppError.notFound('Product not found.');
        // The row is locked, so no order can lower the stock between this check and the write.
        if (changes.version !== undefined && changes.version !== current.version) {
          throw AppError.conflict(STALE_PRODUCT);
        }
        if (changes.category !== undefined) await assertCategory(tx, kind, changes.category);
        const set: ProductColumns = { updatedAt: new Date() };
        if (changes.name !== undefined) set.name = changes.name;
        if (changes.description !== undefined) set.description = changes.description;
        if (changes.price !== undefined) set.price = changes.price;
        if (changes.original_price !== undefined) set.originalPrice = changes.original_price;
        if (changes.category !== undefined) set.categoryId = changes.category;
        if (changes.specifications !== undefined) set.specifications = changes.specifications;
        if (changes.stock_quantity !== undefined) set.stockQuantity = changes.stock_quantity;
        if (changes.is_active !== undefined) set.isActive = changes.is_active;
        else if (kind.activeFollowsStock && changes.stock_quantity !== undefined) {
          set.isActive = changes.stock_quantity > 0;
        }
        const newImage = imageColumnsAfterUpdate(current.image, stored, changes.image_url);
        if (newImage) Object.assign(set, newImage);
        await tx.update(p).set(set).where(eq(p.id, id)).catch(rethrowMissingCategory);
        await recordAudit(
          tx,
          actor,
          'product.update',
          { type: kind.entity, id },
          { fields: [...Object.keys(changes).filter((f) => f !== 'version'), ...(stored ? ['image'] : [])] },
        );
        return {
          product: (await findProduct(tx, kind, id))!,
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

  async remove(actor: AuditActor, kind: ProductKind, id: number): Promise<void> {
    const p = kind.products;
    const removed = await this.db.transaction(async (tx) => {
      // Order lines keep their own name and price (order_items: ON DELETE SET NULL).
      const [row] = await tx.delete(p).where(eq(p.id, id)).returning({ name: p.name, image: p.image });
      if (!row) throw AppError.notFound('Product not found.');
      await recordAudit(tx, actor, 'product.delete', { type: kind.entity, id }, { name: row.name });
      return row;
    });
    await this.images.remove(removed.image);
  }
}

async function assertCategory(tx: Tx, kind: ProductKind, categoryId: number) {
  const [category] = await tx
    .select({ id: kind.categories.id })
    .from(kind.categories)
    .where(eq(kind.categories.id, categoryId));
  if (!category) throw AppError.field('category', CATEGORY_NOT_FOUND);
}

/** The category was deleted between the check and the write. */
function rethrowMissingCategory(err: unknown): never {
  if (isForeignKeyViolation(err)) throw AppError.field('category', CATEGORY_NOT_FOUND);
  throw err;
}
