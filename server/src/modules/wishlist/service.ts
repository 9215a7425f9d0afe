import type { WishlistItem } from '@shop/contract/cart';
import type { BusinessType } from '@shop/contract/common';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { BRAND_TABLES, productSummaryColumns } from '../cart/brand-tables';
import { displayImageUrl } from '../catalog/image-url';

const PRODUCT_NOT_FOUND = 'Product not found.';

export class WishlistService {
  private readonly t: (typeof BRAND_TABLES)[BusinessType];

  constructor(
    private readonly db: Db,
    brand: BusinessType,
  ) {
    this.t = BRAND_TABLES[brand];
  }

  list(userId: number): Promise<WishlistItem[]> {
    return this.rows(eq(this.t.wishlist.userId, userId));
  }

  /** Saving a product twice keeps the one row; `created` says whether it is new. */
  async add(userId: number, productId: number): Promise<{ item: WishlistItem; created: boolean }> {
    const { wishlist, products } = this.t;
    const [product] = await this.db
      .select({ isActive: products.isActive })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
    // An out-of-stock product may be saved for later; a withdrawn one may not.
    if (!product.isActive) throw AppError.field('product', 'This product is no longer available.');
    const [inserted] = await this.db
      .insert(wishlist)
      .values({ userId, productId })
      .onConflictDoNothing({ target: [wishlist.userId, wishlist.productId] })
      .returning({ id: wishlist.id })
      .catch((err: unknown) => {
        if (isForeignKeyViolation(err)) throw AppError.notFound(PRODUCT_NOT_FOUND);
        throw err;
      });
    const [item] = await this.rows(and(eq(wishlist.userId, userId), eq(wishlist.productId, productId)));
    // The row can only be missing if the product was deleted in between.
    if (!item) throw AppError.notFound(PRODUCT_NOT_FOUND);
    return { item, created: !!inserted };
  }

  async remove(userId: number, id: number): Promise<void> {
    const { wishlist } = this.t;
    const [gone] = await this.db
      .delete(wishlist)
      .where(and(eq(wishlist.id, id), eq(wishlist.userId, userId)))
      .returning({ id: wishlist.id });
    if (!gone) throw AppError.notFound('Wishlist item not found.');
  }

  /** The heart toggle: removing a product that is not saved is already done, so never an error. */
  async removeProduct(userId: number, productId: number): Promise<void> {
    const { wishlist } = this.t;
    await this.db.delete(wishlist).where(and(eq(wishlist.userId, userId), eq(wishlist.productId, productId)));
  }

  private async rows(where: SQL | undefined): Promise<WishlistItem[]> {
    const { wishlist, products, categories } = this.t;
    const rows = await this.db
      .select({
        id: wishlist.id,
        createdAt: wishlist.createdAt,
        product: productSummaryColumns(this.t),
      })
      .from(wishlist)
      .innerJoin(products, eq(products.id, wishlist.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(wishlist.createdAt), desc(wishlist.id));
    return rows.map(({ id, createdAt, product: p }) => ({
      id,
      created_at: createdAt.toISOString(),
      product: {
        id: p.id,
        name: p.name,
        price: p.price,
        image_url: displayImageUrl(p.image, p.imageUrl),
        category_name: p.categoryName,
        in_stock: p.isActive && p.stockQuantity > 0,
      },
    }));
  }
}
