import type { WishlistItem } from '@shop/contract/cart';
import { ERROR_CODES } from '@shop/contract/errors';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productCategories, products, wishlistItems } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isForeignKeyViolation } from '#server/lib/db-errors.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import {
  categoryOfProduct,
  isProduct,
  productSummaryColumns,
  toProductSummary,
} from '#server/modules/catalog/product-rows.ts';

const PRODUCT_NOT_FOUND = 'Product not found.';
const wishlist = wishlistItems;

export class WishlistService {
  constructor(
    private readonly db: Db,
    private readonly brand: Brand,
  ) {}

  /** The caller's rows of this brand's wishlist. */
  private mine(userId: number, more?: SQL): SQL | undefined {
    return and(eq(wishlist.brand, this.brand), eq(wishlist.userId, userId), more);
  }

  list(userId: number): Promise<WishlistItem[]> {
    return this.rows(this.mine(userId));
  }

  /** Saving a product twice keeps the one row; `created` says whether it is new. */
  async add(userId: number, productId: number): Promise<{ item: WishlistItem; created: boolean }> {
    const [product] = await this.db
      .select({ isActive: products.isActive })
      .from(products)
      .where(isProduct(this.brand, productId));
    if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
    // An out-of-stock product may be saved for later; a withdrawn one may not.
    if (!product.isActive)
      throw AppError.refused(400, ERROR_CODES.validation, 'productUnavailable', {}, 'product');
    const [inserted] = await this.db
      .insert(wishlist)
      .values({ brand: this.brand, userId, productId })
      .onConflictDoNothing({ target: [wishlist.userId, wishlist.brand, wishlist.productId] })
      .returning({ id: wishlist.id })
      .catch((err: unknown) => {
        if (isForeignKeyViolation(err)) throw AppError.notFound(PRODUCT_NOT_FOUND);
        throw err;
      });
    const [item] = await this.rows(this.mine(userId, eq(wishlist.productId, productId)));
    // The row can only be missing if the product was deleted in between.
    if (!item) throw AppError.notFound(PRODUCT_NOT_FOUND);
    return { item, created: !!inserted };
  }

  async remove(userId: number, id: number): Promise<void> {
    const [gone] = await this.db
      .delete(wishlist)
      .where(this.mine(userId, eq(wishlist.id, id)))
      .returning({ id: wishlist.id });
    if (!gone) throw AppError.notFound('Wishlist item not found.');
  }

  /** The heart toggle: removing a product that is not saved is already done, so never an error. */
  async removeProduct(userId: number, productId: number): Promise<void> {
    await this.db.delete(wishlist).where(this.mine(userId, eq(wishlist.productId, productId)));
  }

  private async rows(where: SQL | undefined): Promise<WishlistItem[]> {
    const rows = await this.db
      .select({
        id: wishlist.id,
        createdAt: wishlist.createdAt,
        product: productSummaryColumns(),
      })
      .from(wishlist)
      .innerJoin(products, and(eq(products.brand, wishlist.brand), eq(products.id, wishlist.productId)))
      .innerJoin(productCategories, categoryOfProduct)
      .where(where)
      .orderBy(desc(wishlist.createdAt), desc(wishlist.id));
    return rows.map(({ id, createdAt, product }) => ({
      id,
      created_at: createdAt.toISOString(),
      product: toProductSummary(product),
    }));
  }
}
